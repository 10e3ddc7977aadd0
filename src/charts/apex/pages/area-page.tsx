// /charts/apex-chart/area: the ApexCharts area variants.
import { ApexPage } from '../apex-page';
import { areaVariants } from '../variants/area';

export default function ApexAreaPage() {
  return <ApexPage type="area" variants={areaVariants} />;
}
