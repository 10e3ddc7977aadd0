// ApexCharts' stylesheets in the shadow root a chart renders in. The package does not ship them
// (they are part of ApexCharts, which the host supplies); a host links them in its page
// (apexcharts.css and apexcharts-legend.css), where they cannot reach a shadow root, and their
// ApexCharts rules are copied here into one constructable sheet adopted by every chart's root.
// Without that, ApexCharts prepends a <style> of its own to the shadow root, which works on a
// page without a strict Content-Security-Policy and is blocked on one without 'unsafe-inline'.
// A marker with that <style>'s id (an inert <template>) keeps ApexCharts from adding it.

const STYLE_ID = 'apexcharts-css';
let copied: { from: CSSStyleSheet[]; sheet: CSSStyleSheet } | null = null;

/** The host page's ApexCharts rules, with the keyframes they name; none from other sheets. */
function apexRulesOf(sheets: CSSStyleSheet[]): string[] {
  const rules: CSSRule[] = [];
  for (const sheet of sheets) {
    try {
      rules.push(...sheet.cssRules);
    } catch {
      // A cross-origin sheet without CORS cannot be read: not ApexCharts' as far as we can tell.
    }
  }
  const apex = rules.filter(
    (rule) => !(rule instanceof CSSKeyframesRule) && rule.cssText.includes('.apexcharts'),
  );
  const text = apex.map((rule) => rule.cssText).join('\n');
  const keyframes = rules.filter(
    (rule) => rule instanceof CSSKeyframesRule && new RegExp(`\\b${rule.name}\\b`).test(text),
  );
  return [...keyframes, ...apex].map((rule) => rule.cssText);
}

function hostApexSheet(doc: Document): CSSStyleSheet | null {
  const sheets = [...doc.styleSheets];
  if (
    copied &&
    copied.from.length === sheets.length &&
    copied.from.every((s, i) => s === sheets[i])
  )
    return copied.sheet;
  const rules = apexRulesOf(sheets);
  if (rules.length === 0) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.join('\n'));
  copied = { from: sheets, sheet };
  return sheet;
}

/**
 * Gives the root holding `node` the host page's ApexCharts styles; true when it has them (the
 * chart then turns ApexCharts' own <style> injection off), false when ApexCharts must add its own.
 */
export function adoptApexStyles(node: Node): boolean {
  const root = node.getRootNode();
  const doc = node.ownerDocument;
  if (!doc || !(root instanceof ShadowRoot || root instanceof Document)) return false;
  const shared = hostApexSheet(doc);
  if (!shared) return false;
  if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  }
  const holder = root instanceof ShadowRoot ? root : root.head;
  if (!root.getElementById(STYLE_ID)) {
    const marker = doc.createElement('template');
    marker.id = STYLE_ID;
    holder.append(marker);
  }
  return true;
}
