// /charts/apex-chart/line: the ApexCharts line variants.
import { ApexPage } from '../apex-page';
import { lineVariants } from '../variants/line';

export default function ApexLinePage() {
  return <ApexPage type="line" variants={lineVariants} />;
}
