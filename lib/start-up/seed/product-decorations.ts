import type { ProductDesign } from './product-shapes';
import { shade, type Projector, type Vec3 } from './svg-geometry';

// The decorations drawn on the demo products (product-shapes.ts draws the shapes).

/** Draws `body` (a 2D picture) on a face of the model given by an origin and two edge vectors. */
export function onFace(pj: Projector, origin: Vec3, u: Vec3, v: Vec3, body: string): string {
  return `<g transform="${pj.face(origin, u, v)}">${body}</g>`;
}

/** The print on a box's front face: an emblem, a window, stripes or a band (a ribbon is on the lid). */
export function decorate(pj: Projector, d: ProductDesign, w: number, h: number, y1: number, x0: number, zTop: number): string {
  const ink = d.accent;
  const front = (body: string) => onFace(pj, [x0, y1, zTop], [1, 0, 0], [0, 0, -1], body);
  switch (d.decoration) {
    case 'emblem': {
      const r = Math.min(w, h) * 0.16;
      return front(
        `<circle cx="${w / 2}" cy="${h * 0.45}" r="${r}" fill="none" stroke="${ink}" stroke-width="6"/>` +
          `<path d="M${w / 2 - r * 0.5},${h * 0.45 + r * 0.25} Q${w / 2},${h * 0.45 - r * 0.9} ${w / 2 + r * 0.5},${h * 0.45 + r * 0.25} Z" fill="${ink}"/>` +
          `<rect x="${w * 0.3}" y="${h * 0.45 + r * 1.5}" width="${w * 0.4}" height="7" rx="3" fill="${ink}"/>`,
      );
    }
    case 'window':
      return front(
        `<rect x="${w * 0.22}" y="${h * 0.22}" width="${w * 0.56}" height="${h * 0.5}" rx="18" fill="${shade(d.color, -0.55)}" opacity="0.55"/>` +
          `<rect x="${w * 0.22}" y="${h * 0.22}" width="${w * 0.56}" height="${h * 0.5}" rx="18" fill="url(#sheen)"/>`,
      );
    case 'stripes':
      return front(
        [0.18, 0.32, 0.46].map((f) => `<rect x="0" y="${h * f}" width="${w}" height="${h * 0.06}" fill="${ink}" opacity="0.9"/>`).join(''),
      );
    case 'band':
      return front(`<rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.16}" fill="${ink}"/>`);
    case 'ribbon': // drawn on the lid (ribbonOnLid)
    case 'plain':
      return '';
  }
}

/** A ribbon across the lid with its bow, for the 'ribbon' decoration. */
export function ribbonOnLid(
  pj: Projector,
  d: ProductDesign,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
): string {
  if (d.decoration !== 'ribbon') return '';
  const w = x1 - x0;
  const band = 34;
  const mid = x0 + w / 2 - band / 2;
  const ribbon = shade(d.accent, 0);
  const knot = pj.point([x0 + w / 2, (y0 + y1) / 2, z1]);
  return [
    `<polygon points="${pj.poly([
      [mid, y0, z1],
      [mid + band, y0, z1],
      [mid + band, y1, z1],
      [mid, y1, z1],
    ])}" fill="${shade(ribbon, 0.1)}"/>`,
    `<polygon points="${pj.poly([
      [mid, y1, z0],
      [mid + band, y1, z0],
      [mid + band, y1, z1],
      [mid, y1, z1],
    ])}" fill="${ribbon}"/>`,
    `<ellipse cx="${knot[0] - 34}" cy="${knot[1] - 10}" rx="40" ry="20" fill="${shade(ribbon, 0.05)}" stroke="${shade(ribbon, -0.3)}" stroke-width="2" transform="rotate(-18 ${knot[0] - 34} ${knot[1] - 10})"/>`,
    `<ellipse cx="${knot[0] + 34}" cy="${knot[1] - 10}" rx="40" ry="20" fill="${shade(ribbon, -0.05)}" stroke="${shade(ribbon, -0.3)}" stroke-width="2" transform="rotate(18 ${knot[0] + 34} ${knot[1] - 10})"/>`,
    `<circle cx="${knot[0]}" cy="${knot[1] - 8}" r="14" fill="${shade(ribbon, -0.12)}"/>`,
  ].join('');
}
