// /charts/apex-chart/doughnut: the ApexCharts doughnut variants.
import { ApexPage } from '../apex-page';
import { doughnutVariants } from '../variants/doughnut';

export default function ApexDoughnutPage() {
  return <ApexPage type="doughnut" variants={doughnutVariants} />;
}
