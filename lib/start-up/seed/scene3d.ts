import { mix, shade } from './svg-geometry';
import { v3, type Projection, type V3 } from './scene-camera';

const { add, dot, norm, scale, sub } = v3;

// A small perspective renderer for the seed's photographs (the home page's hero, factory and
// gallery), seen through the pinhole camera of ./scene-camera.ts: boxes with lit faces, soft
// shadows, paper grain, depth haze. It writes SVG that sharp (librsvg) turns into a JPEG, like the product photos (./scene.ts), but in
// perspective with light falloff and materials instead of a flat isometric drawing.

/** Where the key light comes from (a unit vector toward the light) and how bright the shadows stay. */
export type Light = { dir: V3; ambient: number; warmth: string };

export type Material = 'paper' | 'kraft' | 'gloss' | 'metal' | 'board' | 'film' | 'wood';

export type BoxSpec = {
  /** Centre of the base. */
  at: V3;
  size: V3;
  /** Turn about the vertical axis, degrees. */
  yaw?: number;
  color: string;
  material: Material;
  /** Faces left out (an open top shows the inside instead). */
  open?: boolean;
  inside?: string;
};

export type Face = { corners: V3[]; normal: V3; center: V3; u: V3; v: V3; origin: V3; key: 'top' | 'front' | 'back' | 'left' | 'right' };

/** The six faces' corners; `u`/`v` run along each face (for painting on it), origin at its first corner. */
export function boxFaces({ at, size, yaw = 0 }: Pick<BoxSpec, 'at' | 'size' | 'yaw'>): Face[] {
  const [w, h, d] = size;
  const a = (yaw * Math.PI) / 180;
  const rot = ([x, y, z]: V3): V3 => [x * Math.cos(a) + z * Math.sin(a), y, -x * Math.sin(a) + z * Math.cos(a)];
  const P = (x: number, y: number, z: number): V3 => add(at, rot([x, y, z]));
  const hw = w / 2;
  const hd = d / 2;
  const face = (key: Face['key'], corners: V3[], normal: V3): Face => {
    const center = scale(
      corners.reduce<V3>((s, c) => add(s, c), [0, 0, 0]),
      1 / corners.length,
    );
    return {
      key,
      corners,
      normal: rot(normal),
      center,
      origin: corners[0]!,
      u: sub(corners[1]!, corners[0]!),
      v: sub(corners[3]!, corners[0]!),
    };
  };
  return [
    face('top', [P(-hw, h, -hd), P(hw, h, -hd), P(hw, h, hd), P(-hw, h, hd)], [0, 1, 0]),
    face('front', [P(-hw, h, -hd), P(hw, h, -hd), P(hw, 0, -hd), P(-hw, 0, -hd)], [0, 0, -1]),
    face('back', [P(hw, h, hd), P(-hw, h, hd), P(-hw, 0, hd), P(hw, 0, hd)], [0, 0, 1]),
    face('left', [P(-hw, h, hd), P(-hw, h, -hd), P(-hw, 0, -hd), P(-hw, 0, hd)], [-1, 0, 0]),
    face('right', [P(hw, h, -hd), P(hw, h, hd), P(hw, 0, hd), P(hw, 0, -hd)], [1, 0, 0]),
  ];
}

/** A point on a face at (s, t) in 0..1 along its u and v edges. */
export function onFace(face: Face, s: number, t: number): V3 {
  return add(face.origin, add(scale(face.u, s), scale(face.v, t)));
}

let gradientCount = 0;
export function resetScene(): void {
  gradientCount = 0;
}
export const nextId = (prefix: string) => `${prefix}${++gradientCount}`;

/** The light a face receives: ambient plus the key light by the angle, 0..~1.25. */
export function intensity(normal: V3, light: Light): number {
  return light.ambient + (1 - light.ambient) * Math.max(0, dot(norm(normal), light.dir));
}

/** A colour under a light intensity (1 = as it is), warmed by the light's colour where lit. */
export function lit(color: string, k: number, light: Light): string {
  const base = k >= 1 ? shade(color, Math.min(0.6, (k - 1) * 0.9)) : shade(color, -Math.min(0.85, (1 - k) * 0.95));
  return mix(base, light.warmth, Math.max(0, k - 0.55) * 0.12);
}

/** The grain filter of a material, applied once to a whole object's group (a filter per face is slow). */
export const GRAIN: Record<Material, string | null> = {
  paper: 'url(#grainFine)',
  kraft: 'url(#grainKraft)',
  board: 'url(#grainFine)',
  gloss: null,
  metal: null,
  film: null,
  wood: 'url(#grainWood)',
};

/**
 * The faces of a box the camera sees, far to near: each filled with a gradient from its lit edge to
 * its shadowed edge (light falls off across a face, and near the floor), grain by material, a sheen
 * on gloss and metal, and an open top's inside.
 */
export function grained(material: Material, svg: string): string {
  const grain = GRAIN[material];
  return grain ? `<g filter="${grain}">${svg}</g>` : svg;
}

export function drawBox(pj: Projection, box: BoxSpec, light: Light, defs: string[]): string {
  const faces = boxFaces(box).filter((f) => pj.facing(f.center, f.normal));
  faces.sort((a, b) => pj.depth(b.center) - pj.depth(a.center));
  const out: string[] = [];
  for (const f of faces) {
    const k = intensity(f.normal, light);
    const id = nextId('g');
    const [x1, y1] = pj.point(f.key === 'top' ? onFace(f, 0.5, 0) : onFace(f, 0.5, 0));
    const [x2, y2] = pj.point(f.key === 'top' ? onFace(f, 0.5, 1) : onFace(f, 0.5, 1));
    const near = lit(box.color, k * (f.key === 'top' ? 1.02 : 1.05), light);
    const far = lit(box.color, k * (f.key === 'top' ? 0.9 : 0.8), light);
    defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"><stop offset="0" stop-color="${near}"/><stop offset="1" stop-color="${far}"/></linearGradient>`,
    );
    const points = pj.poly(f.corners);
    if (f.key === 'top' && box.open) {
      out.push(`<polygon points="${points}" fill="${lit(box.inside ?? shade(box.color, -0.3), k * 0.85, light)}"/>`);
      const inner = [0.06, 0.94].flatMap((s) => [onFace(f, s, 0.08), onFace(f, s, 0.92)]);
      out.push(
        `<polygon points="${pj.poly([inner[0]!, inner[2]!, inner[3]!, inner[1]!])}" fill="${lit(box.inside ?? shade(box.color, -0.3), k * 0.72, light)}" opacity="0.9"/>`,
      );
      continue;
    }
    // Stretch film: a clear skin over what it wraps, seen by its sheen.
    if (box.material === 'film') out.push(`<polygon points="${points}" fill="${box.color}" fill-opacity="0.18"/>`);
    else out.push(`<polygon points="${points}" fill="url(#${id})"/>`);
    if (box.material === 'gloss' || box.material === 'metal' || box.material === 'film') {
      const sid = nextId('s');
      const [sx1, sy1] = pj.point(onFace(f, 0, 0));
      const [sx2, sy2] = pj.point(onFace(f, 1, 1));
      const strength = box.material === 'film' ? 0.5 : box.material === 'metal' ? 0.35 : 0.28;
      defs.push(
        `<linearGradient id="${sid}" gradientUnits="userSpaceOnUse" x1="${sx1.toFixed(1)}" y1="${sy1.toFixed(1)}" x2="${sx2.toFixed(1)}" y2="${sy2.toFixed(1)}"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.42" stop-color="#fff" stop-opacity="${strength}"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
      );
      out.push(`<polygon points="${points}" fill="url(#${sid})"/>`);
    }
    // The edges catch a little light (a folded board edge is never a perfect line).
    out.push(
      `<polygon points="${points}" fill="none" stroke="${shade(box.color, -0.45)}" stroke-opacity="0.35" stroke-width="1" stroke-linejoin="round"/>`,
    );
  }
  return out.join('');
}

/** A polygon on a face (points in face coordinates 0..1), e.g. a ribbon, a stamped emblem or a label. */
export function paintOnFace(pj: Projection, face: Face, points: ReadonlyArray<readonly [number, number]>, attrs: string): string {
  return `<polygon points="${pj.poly(points.map(([s, t]) => onFace(face, s, t)))}" ${attrs}/>`;
}

/** A circle on a face, as a polygon in perspective. */
export function circleOnFace(face: Face, cs: number, ct: number, rs: number, rt: number, n = 28): Array<[number, number]> {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [cs + Math.cos(a) * rs, ct + Math.sin(a) * rt];
  });
}

/**
 * The soft shadows under a box on the floor (y = floor): a tight contact shadow and a wide one
 * thrown away from the light. Blurred by the filters of `commonDefs`.
 */
export function boxShadow(pj: Projection, box: Pick<BoxSpec, 'at' | 'size' | 'yaw'>, light: Light, floor = box.at[1]): string {
  const base = boxFaces(box)
    .find((f) => f.key === 'top')!
    .corners.map((c): V3 => [c[0], floor + 0.2, c[2]]);
  const h = box.size[1];
  const throwX = -light.dir[0] * h * 0.55;
  const throwZ = -light.dir[2] * h * 0.55;
  const far = base.map((c): V3 => [c[0] + throwX, floor + 0.2, c[2] + throwZ]);
  const hull = [base[0]!, base[1]!, far[1]!, far[2]!, far[3]!, base[3]!];
  return (
    `<polygon points="${pj.poly(hull)}" fill="#1a1410" opacity="0.42" filter="url(#blurWide)"/>` +
    `<polygon points="${pj.poly(base)}" fill="#0d0a08" opacity="0.7" filter="url(#blurTight)"/>`
  );
}

/** Filters and overlays every photograph shares: grain per material, blurs, a lens vignette, film noise. */
export function commonDefs(width: number, height: number): string {
  return `
<filter id="grainFine" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.09 0" result="g"/><feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/><feBlend in="SourceGraphic" in2="gi" mode="multiply"/></filter>
<filter id="grainKraft" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.55 0.12" numOctaves="3" seed="7" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.33  0 0 0 0 0.2  0 0 0 0.22 0" result="g"/><feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/><feBlend in="SourceGraphic" in2="gi" mode="multiply"/></filter>
<filter id="grainMetal" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.02 0.6" numOctaves="2" seed="11" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.6  0 0 0 0 0.6  0 0 0 0 0.62  0 0 0 0.12 0" result="g"/><feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/><feBlend in="SourceGraphic" in2="gi" mode="screen"/></filter>
<filter id="grainWood" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="4" seed="5" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.2  0 0 0 0 0.1  0 0 0 0.55 0" result="g"/><feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/><feBlend in="SourceGraphic" in2="gi" mode="multiply"/></filter>
<filter id="blurTight" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="blurWide" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="26"/></filter>
<filter id="blurFar" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="7"/></filter>
<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="noise" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="1" seed="2"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.07 0"/></filter>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>
<rect id="frame" width="${width}" height="${height}"/>`;
}

/** The lens: vignette and a fine film noise over the whole picture. */
export function lensOverlay(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#vignette)"/><rect width="${width}" height="${height}" filter="url(#noise)"/>`;
}
