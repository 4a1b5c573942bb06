export interface PathPoint {
  x: number;
  y: number;
}

/**
 * An SVG path through `points` (left to right) drawn as a monotone cubic curve, as d3's
 * curveMonotoneX draws it (the chart's curve before): smooth, yet never above or below its
 * neighbouring points between them, so the line shows no peak or dip the figures do not have.
 */
export function monotonePath(points: readonly PathPoint[]): string {
  if (points.length === 0) return '';
  const [first] = points;
  if (points.length < 3) return points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join('');
  const slopes = points.slice(1).map((point, index) => (point.y - points[index].y) / (point.x - points[index].x));
  // Fritsch-Carlson: 0 at a peak or a dip, else bounded by both neighbouring slopes.
  const tangents = points.map((point, index) => {
    if (index === 0 || index === points.length - 1) return 0;
    const [before, after] = [slopes[index - 1], slopes[index]];
    const [left, right] = [point.x - points[index - 1].x, points[index + 1].x - point.x];
    const weighted = (before * right + after * left) / (left + right);
    return (Math.sign(before) + Math.sign(after)) * Math.min(Math.abs(before), Math.abs(after), Math.abs(weighted) / 2);
  });
  const last = points.length - 1;
  tangents[0] = (3 * slopes[0] - tangents[1]) / 2;
  tangents[last] = (3 * slopes[last - 1] - tangents[last - 1]) / 2;
  const curves = points.slice(1).map((to, index) => {
    const from = points[index];
    const third = (to.x - from.x) / 3;
    const controls = [from.x + third, from.y + third * tangents[index], to.x - third, to.y - third * tangents[index + 1]];
    return `C${controls.join(',')},${to.x},${to.y}`;
  });
  return `M${first.x},${first.y}${curves.join('')}`;
}
