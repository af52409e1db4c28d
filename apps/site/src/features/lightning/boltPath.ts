export interface Point {
  x: number;
  y: number;
}

/**
 * A jagged lightning path from (x0, 0) down to the bottom by midpoint displacement, plus short
 * side branches. Pure: the random source is injected.
 */
export function boltPath(
  width: number,
  height: number,
  random: () => number = Math.random,
  detail = 6,
): Point[][] {
  const x0 = width * (0.1 + 0.8 * random());
  const x1 = x0 + (random() - 0.5) * width * 0.5;
  let points: Point[] = [
    { x: x0, y: 0 },
    { x: x1, y: height * (0.55 + 0.4 * random()) },
  ];
  let spread = width * 0.12;
  for (let level = 0; level < detail; level++) {
    const next: Point[] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i] as Point;
      const b = points[i + 1] as Point;
      next.push(a, { x: (a.x + b.x) / 2 + (random() - 0.5) * spread, y: (a.y + b.y) / 2 });
    }
    next.push(points[points.length - 1] as Point);
    points = next;
    spread /= 2;
  }
  const paths = [points];
  for (let i = 0; i < 3; i++) {
    const start = points[Math.floor(points.length * (0.2 + 0.5 * random()))] as Point;
    const branch: Point[] = [start];
    let { x, y } = start;
    const dir = random() < 0.5 ? -1 : 1;
    for (let s = 0; s < 8; s++) {
      x += dir * (4 + random() * 14);
      y += 6 + random() * 16;
      branch.push({ x, y });
    }
    paths.push(branch);
  }
  return paths;
}
