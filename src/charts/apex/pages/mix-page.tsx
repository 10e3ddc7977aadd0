// /charts/apex-chart/mix: the ApexCharts mix variants.
import { ApexPage } from '../apex-page';
import { mixVariants } from '../variants/mix';

export default function ApexMixPage() {
  return <ApexPage type="mix" variants={mixVariants} />;
}
