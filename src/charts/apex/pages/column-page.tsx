// /charts/apex-chart/column: the ApexCharts column variants.
import { ApexPage } from '../apex-page';
import { columnVariants } from '../variants/column';

export default function ApexColumnPage() {
  return <ApexPage type="column" variants={columnVariants} />;
}
