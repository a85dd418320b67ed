import { decorate, onFace, ribbonOnLid } from './product-decorations';
import { luminance, shade, type Projector, type Vec3 } from './svg-geometry';

// Product illustrations for the demo catalogue, drawn as isometric SVG. Every shape has a closed
// look (main photo) and an open look (hover photo). Sizes are model units (1 unit = 1 px at scale 1).

export type ProductShape = 'lid-box' | 'magnetic-box' | 'drawer-box' | 'carton' | 'mailer-box' | 'paper-bag';
export type Decoration = 'ribbon' | 'band' | 'emblem' | 'window' | 'stripes' | 'plain';

export type ProductDesign = {
  shape: ProductShape;
  /** Main surface colour (#rrggbb). */
  color: string;
  /** Ribbon, handle, print colour (#rrggbb). */
  accent: string;
  decoration: Decoration;
  /** Width, depth, height in model units. */
  size: Vec3;
};

type Place = { x: number; y: number; open: boolean };

// clip-path ids must be unique within one picture and stable between runs (renders are cached by content).
let clipCounter = 0;
export function resetShapeIds(): void {
  clipCounter = 0;
}

const edge = (c: string) => `stroke="${shade(c, -0.4)}" stroke-width="1.5" stroke-linejoin="round"`;

/** A solid block's three visible faces (left = front-left, right = front-right, top), with sheen. */
function block(pj: Projector, c: string, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, top = true): string {
  const left: Vec3[] = [
    [x0, y1, z0],
    [x1, y1, z0],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
  const right: Vec3[] = [
    [x1, y0, z0],
    [x1, y1, z0],
    [x1, y1, z1],
    [x1, y0, z1],
  ];
  const lid: Vec3[] = [
    [x0, y0, z1],
    [x1, y0, z1],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
  return [
    `<polygon points="${pj.poly(left)}" fill="${shade(c, -0.04)}" ${edge(c)}/>`,
    `<polygon points="${pj.poly(left)}" fill="url(#sheen)"/>`,
    `<polygon points="${pj.poly(right)}" fill="${shade(c, -0.26)}" ${edge(c)}/>`,
    top ? `<polygon points="${pj.poly(lid)}" fill="${shade(c, 0.16)}" ${edge(c)}/>` : '',
  ].join('');
}

/** An open top: the rim in the colour, the inside walls darker, the floor lighter. */
function opening(
  pj: Projector,
  c: string,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  depth: number,
  inner: string,
): string {
  const rim: Vec3[] = [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ];
  const floor: Vec3[] = rim.map(([x, y]) => [x, y, z - depth] as Vec3);
  const id = `clip${++clipCounter}`;
  return [
    `<clipPath id="${id}"><polygon points="${pj.poly(rim)}"/></clipPath>`,
    `<polygon points="${pj.poly(rim)}" fill="${shade(inner, -0.3)}" ${edge(c)}/>`,
    `<polygon clip-path="url(#${id})" points="${pj.poly(floor)}" fill="${shade(inner, 0.05)}"/>`,
  ].join('');
}

/** Paints something in a face's own coordinates (u along the first edge, v along the second). */
/** Draws one product at model position (x, y). */
export function drawProduct(pj: Projector, d: ProductDesign, place: Place): string {
  const [w, dep, h] = d.size;
  const x0 = place.x - w / 2;
  const x1 = place.x + w / 2;
  const y0 = place.y - dep / 2;
  const y1 = place.y + dep / 2;
  const inner = luminance(d.color) > 0.6 ? shade(d.color, -0.15) : shade(d.accent, 0.55);
  const c = d.color;
  switch (d.shape) {
    case 'lid-box': {
      const lidH = Math.min(70, h * 0.3);
      if (place.open) {
        const lid = block(pj, c, x0 - w * 0.15, x1 - w * 0.15, y0 - dep - 40, y0 - 40, 0, lidH);
        return (
          lid +
          block(pj, c, x0, x1, y0, y1, 0, h, false) +
          opening(pj, c, x0, x1, y0, y1, h, h * 0.85, inner) +
          decorate(pj, d, w, h, y1, x0, h)
        );
      }
      return (
        block(pj, c, x0, x1, y0, y1, 0, h) +
        block(pj, c, x0 - 5, x1 + 5, y0 - 5, y1 + 5, h - lidH, h + 4) +
        decorate(pj, d, w, h - lidH, y1 + 5, x0, h - lidH) +
        ribbonOnLid(pj, d, x0 - 5, x1 + 5, y0 - 5, y1 + 5, h - lidH, h + 4)
      );
    }
    case 'magnetic-box': {
      if (place.open) {
        // Lid hinged at the back edge, standing up.
        const lid = block(pj, c, x0, x1, y0 - 14, y0, 0, dep + h * 0.35 + 20);
        return lid + block(pj, c, x0, x1, y0, y1, 0, h, false) + opening(pj, c, x0, x1, y0, y1, h, h * 0.8, inner);
      }
      const flap = (h * 0.55) | 0;
      return (
        block(pj, c, x0, x1, y0, y1, 0, h) +
        block(pj, c, x0 - 4, x1 + 4, y0 - 8, y1 + 4, h, h + 10) +
        block(pj, c, x0 - 4, x1 + 4, y1 + 4, y1 + 12, h - flap, h + 10, true) +
        decorate(pj, d, w + 8, flap, y1 + 12, x0 - 4, h + 10)
      );
    }
    case 'drawer-box': {
      const pull = place.open ? dep * 0.7 : 0;
      const sleeve = block(pj, c, x0, x1, y0, y1, 0, h);
      const hole = `<polygon points="${pj.poly([
        [x0 + 8, y1, 8],
        [x1 - 8, y1, 8],
        [x1 - 8, y1, h - 8],
        [x0 + 8, y1, h - 8],
      ])}" fill="${shade(inner, -0.35)}"/>`;
      const dc = d.accent;
      const drawer = place.open
        ? block(pj, dc, x0 + 8, x1 - 8, y1 - 20, y1 + pull, 8, h - 10, false) +
          opening(pj, dc, x0 + 8, x1 - 8, y1 - 20, y1 + pull, h - 10, h * 0.7, shade(dc, 0.5))
        : `<polygon points="${pj.poly([
            [x0 + 8, y1, 8],
            [x1 - 8, y1, 8],
            [x1 - 8, y1, h - 8],
            [x0 + 8, y1, h - 8],
          ])}" fill="${shade(dc, -0.05)}" ${edge(dc)}/>`;
      const tab = onFace(
        pj,
        [x0, y1 + pull, h],
        [1, 0, 0],
        [0, 0, -1],
        `<path d="M${w / 2 - 22},${h * 0.5} q22,40 44,0" fill="none" stroke="${shade(dc, -0.45)}" stroke-width="8" stroke-linecap="round"/>`,
      );
      return sleeve + hole + drawer + tab + (place.open ? '' : decorate(pj, d, w, h, y1, x0, h));
    }
    case 'carton':
    case 'mailer-box': {
      const body = block(pj, c, x0, x1, y0, y1, 0, h, !place.open);
      if (place.open) {
        const flap =
          d.shape === 'carton'
            ? `<polygon points="${pj.poly([
                [x0, y0, h],
                [x1, y0, h],
                [x1, y0, h + dep * 0.9],
                [x0, y0, h + dep * 0.9],
              ])}" fill="${shade(c, 0.05)}" ${edge(c)}/>`
            : block(pj, c, x0, x1, y0 - 12, y0, h, h + dep);
        return flap + body + opening(pj, c, x0, x1, y0, y1, h, h * 0.85, inner) + decorate(pj, d, w, h, y1, x0, h);
      }
      const tuck =
        d.shape === 'carton'
          ? `<polyline points="${pj.poly([
              [x0 + 6, y0 + 14, h],
              [x1 - 6, y0 + 14, h],
            ])}" fill="none" stroke="${shade(c, -0.3)}" stroke-width="2"/>`
          : `<polygon points="${pj.poly([
              [x0, y1, h - 16],
              [x1, y1, h - 16],
              [x1, y1, h],
              [x0, y1, h],
            ])}" fill="${shade(c, 0.05)}" ${edge(c)}/>`;
      return body + tuck + decorate(pj, d, w, h, y1, x0, h);
    }
    case 'paper-bag': {
      const handle = (yPlane: number, back: boolean) =>
        onFace(
          pj,
          [x0, yPlane, h],
          [1, 0, 0],
          [0, 0, -1],
          `<path d="M${w * 0.3},6 C${w * 0.3},-${h * 0.38} ${w * 0.7},-${h * 0.38} ${w * 0.7},6" fill="none" stroke="${back ? shade(d.accent, -0.25) : d.accent}" stroke-width="11" stroke-linecap="round"/>` +
            (back
              ? ''
              : `<circle cx="${w * 0.3}" cy="18" r="7" fill="${shade(c, -0.45)}"/><circle cx="${w * 0.7}" cy="18" r="7" fill="${shade(c, -0.45)}"/>`),
        );
      const tissue = place.open
        ? [0, 1, 2]
            .map((i) => {
              const px = x0 + w * (0.25 + i * 0.25);
              const t = pj.point([px, place.y, h]);
              return `<polygon points="${t[0] - 70},${t[1] + 10} ${t[0] + 10 - i * 20},${t[1] - 150 + i * 30} ${t[0] + 80},${t[1] + 16}" fill="${shade(d.accent, 0.6 + i * 0.1)}" stroke="${shade(d.accent, 0.3)}" stroke-width="2"/>`;
            })
            .join('')
        : '';
      const gusset =
        `<polyline points="${pj.poly([
          [x1, y0, h],
          [x1, place.y, h * 0.82],
          [x1, y1, h],
        ])}" fill="none" stroke="${shade(c, -0.45)}" stroke-width="2"/>` +
        `<line x1="${pj.point([x1, place.y, h * 0.82])[0]}" y1="${pj.point([x1, place.y, h * 0.82])[1]}" x2="${pj.point([x1, place.y, 0])[0]}" y2="${pj.point([x1, place.y, 0])[1]}" stroke="${shade(c, -0.4)}" stroke-width="1.5"/>`;
      return (
        handle(y0 + 4, true) +
        opening(pj, c, x0, x1, y0, y1, h, 60, shade(c, -0.1)) +
        tissue +
        block(pj, c, x0, x1, y0, y1, 0, h, false) +
        gusset +
        decorate(pj, d, w, h, y1, x0, h) +
        handle(y1, false)
      );
    }
  }
}
