// /charts/apex-chart/bubble: the ApexCharts bubble variants.
import { ApexPage } from '../apex-page';
import { bubbleVariants } from '../variants/bubble';

export default function ApexBubblePage() {
  return <ApexPage type="bubble" variants={bubbleVariants} />;
}
