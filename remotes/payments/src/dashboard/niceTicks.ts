/**
 * The ticks of an axis from 0 up to at least `highest`: equal steps of 1, 2 or 5 times a power of
 * ten, the one nearest `highest / count` (the rule of d3's ticks, which the chart used before), and
 * never smaller than `unit`. The last tick is the top of the axis, so the highest value is inside it.
 */
export function niceTicks(highest: number, count: number, unit: number): number[] {
  if (highest <= 0) return [0, unit];
  const rough = highest / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  const step = Math.max(unit, factor * power);
  return Array.from({ length: Math.ceil(highest / step) + 1 }, (_, index) => index * step);
}
