// /charts/apex-chart/scatter: the ApexCharts scatter variants.
import { ApexPage } from '../apex-page';
import { scatterVariants } from '../variants/scatter';

export default function ApexScatterPage() {
  return <ApexPage type="scatter" variants={scatterVariants} />;
}
