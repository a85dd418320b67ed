import { mix, shade } from './svg-geometry';
import {
  boxFaces,
  boxShadow,
  drawBox,
  grained,
  intensity,
  lit,
  nextId,
  onFace,
  paintOnFace,
  circleOnFace,
  type BoxSpec,
  type Face,
  type Light,
} from './scene3d';
import { type Projection, type V3 } from './scene-camera';

// Things the seed's photographs are made of: gift boxes with ribbons and foil, paper bags with
// rope handles, stacks and pallets, machines, a table and a hall. Each returns SVG for one object,
// drawn far to near by the scene.

export type Drawn = { depth: number; svg: string };

const faceOf = (box: BoxSpec, key: Face['key']) => boxFaces(box).find((f) => f.key === key)!;

/** A ribbon crossing the top (along x and/or z), painted on every face it passes that the camera sees. */
export function ribbon(
  pj: Projection,
  box: BoxSpec,
  light: Light,
  color: string,
  width: number,
  axes: 'x' | 'z' | 'both' = 'both',
): string {
  const [w, , d] = box.size;
  const out: string[] = [];
  for (const f of boxFaces(box)) {
    if (!pj.facing(f.center, f.normal)) continue;
    const fill = lit(color, intensity(f.normal, light) * 1.05, light);
    const attrs = `fill="${fill}" stroke="${shade(color, -0.35)}" stroke-width="0.6"`;
    const strip = (along: 's' | 't', half: number) =>
      along === 's'
        ? paintOnFace(
            pj,
            f,
            [
              [0.5 - half, 0],
              [0.5 + half, 0],
              [0.5 + half, 1],
              [0.5 - half, 1],
            ],
            attrs,
          )
        : paintOnFace(
            pj,
            f,
            [
              [0, 0.5 - half],
              [1, 0.5 - half],
              [1, 0.5 + half],
              [0, 0.5 + half],
            ],
            attrs,
          );
    const hx = width / 2 / w;
    const hz = width / 2 / d;
    if (f.key === 'top') {
      if (axes !== 'z') out.push(strip('t', hz));
      if (axes !== 'x') out.push(strip('s', hx));
    }
    if ((f.key === 'left' || f.key === 'right') && axes !== 'z') out.push(strip('s', hz));
    if ((f.key === 'front' || f.key === 'back') && axes !== 'x') out.push(strip('s', hx));
  }
  return out.join('');
}

/** A bow on the top's centre: two loops and the knot, in screen space at the projected centre. */
export function bow(pj: Projection, box: BoxSpec, color: string, size: number): string {
  const top = faceOf(box, 'top');
  const [cx, cy, z] = pj.point(onFace(top, 0.5, 0.5));
  const s = (size * pj.camera.width) / z / 1.6;
  const id = nextId('bow');
  return (
    `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${shade(color, 0.35)}"/><stop offset="1" stop-color="${shade(color, -0.3)}"/></radialGradient>` +
    `<ellipse cx="${(cx - s * 0.55).toFixed(1)}" cy="${(cy - s * 0.18).toFixed(1)}" rx="${(s * 0.6).toFixed(1)}" ry="${(s * 0.32).toFixed(1)}" transform="rotate(-14 ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="url(#${id})" stroke="${shade(color, -0.4)}" stroke-width="1"/>` +
    `<ellipse cx="${(cx + s * 0.55).toFixed(1)}" cy="${(cy - s * 0.18).toFixed(1)}" rx="${(s * 0.6).toFixed(1)}" ry="${(s * 0.32).toFixed(1)}" transform="rotate(14 ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="url(#${id})" stroke="${shade(color, -0.4)}" stroke-width="1"/>` +
    `<ellipse cx="${cx.toFixed(1)}" cy="${(cy - s * 0.12).toFixed(1)}" rx="${(s * 0.22).toFixed(1)}" ry="${(s * 0.18).toFixed(1)}" fill="${shade(color, -0.1)}" stroke="${shade(color, -0.45)}" stroke-width="1"/>`
  );
}

/** A foil-stamped emblem (a ring and a mark) on a face: metallic gradient, slightly raised. */
export function foilEmblem(pj: Projection, face: Face, light: Light, foil: string, cs = 0.5, ct = 0.5, r = 0.16): string {
  const id = nextId('foil');
  const [x1, y1] = pj.point(onFace(face, cs - r, ct - r));
  const [x2, y2] = pj.point(onFace(face, cs + r, ct + r));
  const k = intensity(face.normal, light);
  const grad = `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"><stop offset="0" stop-color="${shade(foil, 0.25 * k)}"/><stop offset="0.45" stop-color="${shade(foil, 0.55)}"/><stop offset="0.6" stop-color="${shade(foil, -0.25)}"/><stop offset="1" stop-color="${shade(foil, 0.1)}"/></linearGradient>`;
  const ring = (rr: number) => circleOnFace(face, cs, ct, rr, rr * 1.0);
  const outer = paintOnFace(pj, face, ring(r), `fill="url(#${id})"`);
  const inner = paintOnFace(pj, face, ring(r * 0.82), `fill="none" stroke="${shade(foil, -0.4)}" stroke-width="1" opacity="0.6"`);
  const mark = paintOnFace(
    pj,
    face,
    [
      [cs - r * 0.45, ct + r * 0.35],
      [cs, ct - r * 0.5],
      [cs + r * 0.45, ct + r * 0.35],
      [cs + r * 0.2, ct + r * 0.35],
      [cs, ct - r * 0.05],
      [cs - r * 0.2, ct + r * 0.35],
    ],
    `fill="${shade(foil, -0.35)}" opacity="0.75"`,
  );
  return grad + outer + inner + mark;
}

/** A gift box: body and lid (a slightly larger, shallow box), with an optional ribbon, bow and foil. */
export function giftBox(
  pj: Projection,
  light: Light,
  o: {
    at: V3;
    size: V3;
    yaw?: number;
    color: string;
    lidColor?: string;
    ribbon?: string;
    bow?: boolean;
    foil?: string;
    material?: BoxSpec['material'];
  },
): Drawn {
  const [w, h, d] = o.size;
  const lidH = Math.min(h * 0.35, 4.5);
  const material = o.material ?? 'paper';
  const body: BoxSpec = { at: o.at, size: [w, h - lidH * 0.6, d], yaw: o.yaw, color: o.color, material };
  const lid: BoxSpec = {
    at: [o.at[0], o.at[1] + h - lidH, o.at[2]],
    size: [w + 0.5, lidH, d + 0.5],
    yaw: o.yaw,
    color: o.lidColor ?? o.color,
    material,
  };
  const defs: string[] = [];
  let svg =
    boxShadow(pj, { ...body, size: [w + 0.5, h, d + 0.5] }, light, o.at[1]) +
    grained(material, drawBox(pj, body, light, defs) + drawBox(pj, lid, light, defs));
  if (o.ribbon) svg += ribbon(pj, lid, light, o.ribbon, Math.min(w, d) * 0.09, 'both');
  if (o.foil) svg += foilEmblem(pj, faceOf(lid, 'top'), light, o.foil, 0.5, 0.5, 0.12);
  if (o.ribbon && o.bow) svg += bow(pj, lid, o.ribbon, Math.min(w, d) * 0.32);
  return { depth: pj.depth(o.at), svg: defs.join('') + svg };
}

/** A paper bag: the bag (open top showing its inside), gusset folds and two rope handles. */
export function paperBag(
  pj: Projection,
  light: Light,
  o: { at: V3; size: V3; yaw?: number; color: string; rope: string; print?: string },
): Drawn {
  const bag: BoxSpec = { at: o.at, size: o.size, yaw: o.yaw, color: o.color, material: 'kraft', open: true, inside: shade(o.color, -0.35) };
  const defs: string[] = [];
  const faces = boxFaces(bag);
  const front = faces.find((f) => pj.facing(f.center, f.normal) && (f.key === 'front' || f.key === 'back'))!;
  const backFace = faces.find((f) => f !== front && (f.key === 'front' || f.key === 'back'))!;
  const handle = (f: Face, near: boolean) => {
    const a = onFace(f, 0.32, 0);
    const b = onFace(f, 0.68, 0);
    const apex: V3 = [(a[0] + b[0]) / 2, a[1] + o.size[1] * 0.42, (a[2] + b[2]) / 2];
    const [ax, ay] = pj.point(a);
    const [bx, by] = pj.point(b);
    const [cx, cy] = pj.point(apex);
    const width = ((0.7 * pj.camera.width) / pj.depth(a)).toFixed(1);
    const rope = near ? o.rope : shade(o.rope, -0.35);
    return `<path d="M${ax.toFixed(1)},${(ay + 4).toFixed(1)} Q${cx.toFixed(1)},${(cy * 2 - (ay + by) / 2).toFixed(1)} ${bx.toFixed(1)},${(by + 4).toFixed(1)}" fill="none" stroke="${rope}" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  let svg = boxShadow(pj, bag, light, o.at[1]) + handle(backFace, false) + grained('kraft', drawBox(pj, bag, light, defs));
  // The side gusset's fold: a line down the middle and the V at the top.
  const side = faces.find((f) => pj.facing(f.center, f.normal) && (f.key === 'left' || f.key === 'right'));
  if (side) {
    const fold = shade(o.color, -0.45);
    svg += `<polyline points="${pj.poly([onFace(side, 0, 0), onFace(side, 0.5, 0.16), onFace(side, 1, 0)])}" fill="none" stroke="${fold}" stroke-width="1.2" opacity="0.7"/>`;
    svg += `<polyline points="${pj.poly([onFace(side, 0.5, 0.16), onFace(side, 0.5, 1)])}" fill="none" stroke="${fold}" stroke-width="1" opacity="0.5"/>`;
  }
  if (o.print) {
    svg += paintOnFace(
      pj,
      front,
      circleOnFace(front, 0.5, 0.42, 0.13, 0.085),
      `fill="none" stroke="${o.print}" stroke-width="2.5" opacity="0.85"`,
    );
    svg += paintOnFace(
      pj,
      front,
      [
        [0.44, 0.46],
        [0.5, 0.37],
        [0.56, 0.46],
      ],
      `fill="${o.print}" opacity="0.85"`,
    );
    svg += paintOnFace(
      pj,
      front,
      [
        [0.34, 0.58],
        [0.66, 0.58],
        [0.66, 0.6],
        [0.34, 0.6],
      ],
      `fill="${o.print}" opacity="0.7"`,
    );
  }
  svg += handle(front, true);
  return { depth: pj.depth(o.at), svg: defs.join('') + svg };
}

/** A plain box (a carton, a machine body, a pallet, a sheet stack) with its shadow. */
export function solid(pj: Projection, light: Light, box: BoxSpec, shadow = true, grain = true): Drawn {
  const defs: string[] = [];
  const svg =
    (shadow ? boxShadow(pj, box, light, box.at[1]) : '') +
    (grain ? grained(box.material, drawBox(pj, box, light, defs)) : drawBox(pj, box, light, defs));
  return { depth: pj.depth([box.at[0], box.at[1] + box.size[1] / 2, box.at[2]]), svg: defs.join('') + svg };
}

/** Tape across a carton's top, along z: the brown parcel tape with its sheen. */
export function tape(pj: Projection, light: Light, box: BoxSpec): string {
  return ribbon(pj, box, light, mix('#b88a4a', '#d9b27a', 0.4), box.size[0] * 0.16, 'z');
}

/** Draws far to near. */
export function compose(items: Drawn[]): string {
  return [...items]
    .sort((a, b) => b.depth - a.depth)
    .map((i) => i.svg)
    .join('\n');
}
