// ApexCharts' stylesheets as constructable sheets adopted by the shadow root the chart renders in.
// Left alone, ApexCharts prepends a <style id="apexcharts-css"> to the shadow root (and a legend
// <style> to each chart), which a strict Content-Security-Policy without 'unsafe-inline' blocks.
// The legend <style> is off through `chart.injectStyleSheet: false`; the main one is skipped
// because ApexCharts finds an element with its id already there: an inert <template>.
import apexCss from '../../../node_modules/apexcharts/dist/apexcharts.css?raw';
import apexLegendCss from '../../../node_modules/apexcharts/dist/apexcharts-legend.css?raw';

const STYLE_ID = 'apexcharts-css';
let sheet: CSSStyleSheet | null = null;

/** One sheet for the page, shared by every shadow root (adopted sheets may be shared). */
function apexSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${apexCss}\n${apexLegendCss}`);
  }
  return sheet;
}

/** Gives the root holding `node` ApexCharts' styles, once; true when charts may render. */
export function adoptApexStyles(node: Node): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot || root instanceof Document)) return;
  const shared = apexSheet();
  if (!root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  }
  const holder = root instanceof ShadowRoot ? root : root.head;
  if (!root.getElementById(STYLE_ID)) {
    const marker = node.ownerDocument?.createElement('template');
    if (!marker) return;
    marker.id = STYLE_ID;
    holder.append(marker);
  }
}
