// Small helpers for the seed's product illustrations: an isometric projection, colour shading,
// and a transform that maps a face's own 2-D coordinates onto the picture (for ribbons, logos).

export type Vec3 = readonly [number, number, number];

const COS30 = 0.866;

/** Projects model space (x right-down, y left-down, z up; units = pixels at scale 1) onto the canvas. */
export type Projector = {
  point(p: Vec3): [number, number];
  /** `points="…"` for a polygon through model-space corners. */
  poly(corners: Vec3[]): string;
  /** An SVG matrix() drawing face-local (u, v) coordinates on the plane origin + u·U + v·V. */
  face(origin: Vec3, u: Vec3, v: Vec3): string;
};

export function projector(cx: number, cy: number, scale = 1): Projector {
  const vec = ([x, y, z]: Vec3): [number, number] => [(x - y) * COS30 * scale, ((x + y) * 0.5 - z) * scale];
  const point = (p: Vec3): [number, number] => {
    const [dx, dy] = vec(p);
    return [cx + dx, cy + dy];
  };
  return {
    point,
    poly: (corners) =>
      corners
        .map((c) => point(c))
        .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
        .join(' '),
    face(origin, u, v) {
      const [a, b] = vec(u);
      const [c, d] = vec(v);
      const [e, f] = point(origin);
      return `matrix(${[a, b, c, d, e, f].map((n) => n.toFixed(4)).join(' ')})`;
    },
  };
}

function clamp(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** Mixes a colour with white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  const [r, g, b] = parseHex(hex).map((c) => clamp(c + (target - c) * t)) as [number, number, number];
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes two colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return `#${ca
    .map((c, i) => clamp(c + ((cb[i] ?? 0) - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Relative luminance 0..1, to pick a readable decoration colour on a surface. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
