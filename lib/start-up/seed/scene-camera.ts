// The seed's perspective camera (scene3d.ts draws with it): 3-vectors, a pinhole camera looking at a
// target, and the projection of points and polygons onto the picture (polygons clipped at the near
// plane), with each point's depth for the painter's order.

export type V3 = readonly [number, number, number];
/** x right, y up, z away from the camera's side of the scene. */
export type Camera = { pos: V3; target: V3; fov: number; width: number; height: number };

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const norm = (a: V3): V3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
export const v3 = { sub, add, scale, dot, cross, norm };

const NEAR = 10;

/** The part of a polygon at least NEAR in front of the camera (Sutherland–Hodgman against one plane). */
function clipNear(points: readonly V3[], depth: (p: V3) => number): V3[] {
  const out: V3[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    const [dp, dq] = [depth(p) - NEAR, depth(q) - NEAR];
    if (dp >= 0) out.push(p);
    if (dp >= 0 !== dq >= 0) out.push(add(p, scale(sub(q, p), dp / (dp - dq))));
  });
  return out;
}

export type Projection = {
  camera: Camera;
  /** Screen x, y and the depth along the view direction. */
  point(p: V3): [number, number, number];
  poly(points: readonly V3[]): string;
  depth(p: V3): number;
  facing(center: V3, normal: V3): boolean;
};

export function projection(camera: Camera): Projection {
  const f = norm(sub(camera.target, camera.pos));
  const r = norm(cross([0, 1, 0], f));
  const u = cross(f, r);
  const focal = camera.width / 2 / Math.tan(((camera.fov / 2) * Math.PI) / 180);
  const point = (p: V3): [number, number, number] => {
    const d = sub(p, camera.pos);
    const z = Math.max(0.01, dot(d, f));
    return [camera.width / 2 + (dot(d, r) / z) * focal, camera.height / 2 - (dot(d, u) / z) * focal, z];
  };
  const depth = (p: V3) => dot(sub(p, camera.pos), f);
  return {
    camera,
    point,
    // Clipped at a near plane first: a floor or wall that starts beside or behind the camera
    // would otherwise project to coordinates far outside any picture.
    poly: (points) =>
      clipNear(points, depth)
        .map((p) => point(p))
        .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
        .join(' '),
    depth,
    facing: (center, normal) => dot(normal, sub(camera.pos, center)) > 0,
  };
}
