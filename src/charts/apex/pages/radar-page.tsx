// /charts/apex-chart/radar: the ApexCharts radar variants.
import { ApexPage } from '../apex-page';
import { radarVariants } from '../variants/radar';

export default function ApexRadarPage() {
  return <ApexPage type="radar" variants={radarVariants} />;
}
