// /charts/apex-chart/bar: the ApexCharts bar variants.
import { ApexPage } from '../apex-page';
import { barVariants } from '../variants/bar';

export default function ApexBarPage() {
  return <ApexPage type="bar" variants={barVariants} />;
}
