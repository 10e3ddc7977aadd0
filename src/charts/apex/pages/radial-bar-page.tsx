// /charts/apex-chart/radial-bar: the ApexCharts radial-bar variants.
import { ApexPage } from '../apex-page';
import { radialBarVariants } from '../variants/radial-bar';

export default function ApexRadialBarPage() {
  return <ApexPage type="radial-bar" variants={radialBarVariants} />;
}
