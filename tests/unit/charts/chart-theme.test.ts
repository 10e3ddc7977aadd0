// The chart theme follows the element's theme: values read from the tokens, re-read on each change.
import { describe, expect, it } from 'vitest';
import { readChartTheme } from '../../../src/charts/chart-theme';
import { english } from '../../../src/core/i18n';
import { randomSeries } from '../../../src/charts/sample-data/random';
import { applyShadowTheme } from '../../../src/elements/shadow-theme';
import { subscribeThemeChange } from '../../../src/ui/theme-change';

function shadowHost(): { root: ShadowRoot; inner: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const inner = document.createElement('div');
  root.append(inner);
  return { root, inner };
}

describe('chart theme', () => {
  it('tells the parts inside a shadow root when its theme tokens are applied', async () => {
    const { root, inner } = shadowHost();
    let changes = 0;
    const stop = subscribeThemeChange(inner, () => {
      changes += 1;
    });
    applyShadowTheme(root, 'light');
    expect(changes).toBe(1);
    stop();
    applyShadowTheme(root, 'light');
    expect(changes).toBe(1);
  });

  it('is not ready while the element has no theme tokens', () => {
    const { inner } = shadowHost();
    expect(readChartTheme(inner, 'ltr', english)).toBeNull();
  });

  it('reads the colours from the tokens and tells dark from light by the background', () => {
    const { inner } = shadowHost();
    inner.style.setProperty('--colorNeutralForeground1', '#ffffff');
    inner.style.setProperty('--colorNeutralBackground1', '#292929');
    inner.style.setProperty('--colorBrandForeground1', '#479ef5');
    const theme = readChartTheme(inner, 'rtl', english);
    expect(theme).toMatchObject({ mode: 'dark', dir: 'rtl', text: '#ffffff', surface: '#292929' });
    expect(theme?.series[0]).toBe('#479ef5');
  });

  it('sample series are the same on every load', () => {
    expect(randomSeries(11, 5, 0, 100)).toEqual(randomSeries(11, 5, 0, 100));
    expect(randomSeries(11, 5, 0, 100)).not.toEqual(randomSeries(12, 5, 0, 100));
  });
});
