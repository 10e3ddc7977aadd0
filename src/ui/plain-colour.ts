// A colour as chart libraries understand it: `rgb()` / `rgba()`, never `color-mix()` or `color(srgb …)`.

let context: CanvasRenderingContext2D | null | undefined;

const unit = (value: string | undefined) =>
  Math.round(Math.min(1, Math.max(0, Number(value ?? 0))) * 255);

/**
 * A host's `--bo-*` tokens make some Fluent tokens `color-mix()` expressions, and a token read
 * with getComputedStyle keeps its text (custom properties are not resolved to colours). Canvas
 * and SVG chart libraries parse colours themselves, so such a value is resolved by a canvas
 * context, whose answer for mixes is `color(srgb r g b [/ a])`, and spelled as `rgba()`.
 */
export function plainColour(value: string): string {
  if (!/^(color-mix|color)\(/.test(value)) return value;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return value;
  context.fillStyle = '#000000';
  context.fillStyle = value;
  const resolved = String(context.fillStyle);
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(resolved);
  if (!srgb) return resolved;
  const alpha = srgb[4] === undefined ? 1 : Number(srgb[4]);
  return `rgba(${unit(srgb[1])}, ${unit(srgb[2])}, ${unit(srgb[3])}, ${alpha})`;
}
