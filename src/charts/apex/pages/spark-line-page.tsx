// /charts/apex-chart/spark-line: the ApexCharts spark-line variants.
import { ApexPage } from '../apex-page';
import { sparkLineVariants } from '../variants/spark-line';

export default function ApexSparkLinePage() {
  return <ApexPage type="spark-line" variants={sparkLineVariants} />;
}
