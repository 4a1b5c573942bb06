import { monotonePath } from './monotonePath';

/** The points a path names (its move, then each curve's two control points and its end), as [x, y]. */
function pointsOf(path: string): number[][] {
  const numbers = path.match(/-?\d+(\.\d+)?(e-?\d+)?/g)!.map(Number);
  return numbers.filter((_, index) => index % 2 === 0).map((x, index) => [x, numbers[index * 2 + 1]]);
}

it('draws nothing for no points, a move for one and a straight line for two', () => {
  expect(monotonePath([])).toBe('');
  expect(monotonePath([{ x: 0, y: 5 }])).toBe('M0,5');
  expect(
    monotonePath([
      { x: 0, y: 5 },
      { x: 10, y: 1 },
    ]),
  ).toBe('M0,5L10,1');
});

it('passes through every point, left to right, with one curve between each two', () => {
  const points = [
    { x: 0, y: 100 },
    { x: 50, y: 20 },
    { x: 100, y: 60 },
    { x: 150, y: 60 },
  ];
  const path = monotonePath(points);
  expect(path.startsWith('M0,100C')).toBe(true);
  expect(path.match(/C/g)).toHaveLength(3);
  for (const { x, y } of points.slice(1)) expect(path).toContain(`,${x},${y}`);
});

it('never goes beyond its neighbouring points between them: no invented peak or dip', () => {
  const points = [
    { x: 0, y: 100 },
    { x: 50, y: 20 },
    { x: 100, y: 60 },
    { x: 150, y: 60 },
    { x: 200, y: 0 },
  ];
  const drawn = pointsOf(monotonePath(points));
  for (let curve = 0; curve < points.length - 1; curve += 1) {
    const [from, to] = [points[curve], points[curve + 1]];
    const [low, high] = [Math.min(from.y, to.y), Math.max(from.y, to.y)];
    for (const [x, y] of drawn.slice(1 + curve * 3, 3 + curve * 3)) {
      expect(x).toBeGreaterThan(from.x);
      expect(x).toBeLessThan(to.x);
      expect(y).toBeGreaterThanOrEqual(low);
      expect(y).toBeLessThanOrEqual(high);
    }
  }
});
