import { mix, shade } from './svg-geometry';
import { boxFaces, circleOnFace, grained, paintOnFace, type Light } from './scene3d';
import { projection, type Camera, type Projection, type V3 } from './scene-camera';
import { solid, tape, type Drawn } from './scene-props';

// The factory floor: a steel hall seen down its length at eye height, high-bay lamps and their
// reflections in the polished concrete, daylight through the far wall, a printing line on the left
// with sheets and a conveyor of cartons, wrapped pallets on the right. Centimetres.

export const HALL = { halfWidth: 1300, height: 900, length: 7000 };
const HAZE = '#d9dde0';

const haze = (color: string, pj: Projection, p: V3) => mix(color, HAZE, Math.min(0.55, pj.depth(p) / 9000));

export function hallBackground(camera: Camera): string {
  const pj = projection(camera);
  const { halfWidth: W, height: H, length: L } = HALL;
  const near = camera.pos[2] + 30;
  const quad = (pts: V3[], fill: string, extra = '') => `<polygon points="${pj.poly(pts)}" fill="${fill}" ${extra}/>`;
  const [vx, vy] = pj.point([0, camera.pos[1], L]);
  const out: string[] = [
    `<linearGradient id="floorG" gradientUnits="userSpaceOnUse" x1="0" y1="${camera.height}" x2="0" y2="${vy.toFixed(0)}"><stop offset="0" stop-color="#5a5e5d"/><stop offset="1" stop-color="#aeb2b0"/></linearGradient>`,
    `<linearGradient id="ceilG" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${vy.toFixed(0)}"><stop offset="0" stop-color="#2b3033"/><stop offset="1" stop-color="#8d9599"/></linearGradient>`,
    `<linearGradient id="wallL" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${vx.toFixed(0)}" y2="0"><stop offset="0" stop-color="#5d6a70"/><stop offset="1" stop-color="#b7bfc2"/></linearGradient>`,
    `<linearGradient id="wallR" gradientUnits="userSpaceOnUse" x1="${camera.width}" y1="0" x2="${vx.toFixed(0)}" y2="0"><stop offset="0" stop-color="#6a777c"/><stop offset="1" stop-color="#bec6c9"/></linearGradient>`,
    `<radialGradient id="lampGlow"><stop offset="0" stop-color="#fff6da" stop-opacity="0.85"/><stop offset="0.35" stop-color="#fff3d0" stop-opacity="0.35"/><stop offset="1" stop-color="#fff3d0" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="floorShine"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.35"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>`,
    quad(
      [
        [-W, 0, near],
        [W, 0, near],
        [W, 0, L],
        [-W, 0, L],
      ],
      'url(#floorG)',
    ),
    quad(
      [
        [-W, H, near],
        [W, H, near],
        [W, H, L],
        [-W, H, L],
      ],
      'url(#ceilG)',
    ),
    quad(
      [
        [-W, 0, near],
        [-W, H, near],
        [-W, H, L],
        [-W, 0, L],
      ],
      'url(#wallL)',
    ),
    quad(
      [
        [W, 0, near],
        [W, H, near],
        [W, H, L],
        [W, 0, L],
      ],
      'url(#wallR)',
    ),
    quad(
      [
        [-W, 0, L],
        [W, 0, L],
        [W, H, L],
        [-W, H, L],
      ],
      '#c9ced0',
    ),
  ];
  // Daylight through the far wall's windows, and the side wall's high windows.
  for (let i = -3; i <= 3; i++) {
    const x = i * 340;
    out.push(
      quad(
        [
          [x - 140, 320, L - 1],
          [x + 140, 320, L - 1],
          [x + 140, 760, L - 1],
          [x - 140, 760, L - 1],
        ],
        '#f4f7f6',
      ),
    );
  }
  out.push(
    `<g filter="url(#glow)" opacity="0.8"><rect x="${(vx - 420).toFixed(0)}" y="${(vy - 110).toFixed(0)}" width="840" height="140" fill="#ffffff"/></g>`,
  );
  for (let z = 800; z < L; z += 900) {
    out.push(
      quad(
        [
          [-W + 1, 600, z],
          [-W + 1, 780, z],
          [-W + 1, 780, z + 600],
          [-W + 1, 600, z + 600],
        ],
        haze('#e8eeee', pj, [-W, 700, z]),
      ),
    );
  }
  // Steel trusses across the ceiling.
  for (let z = 400; z < L; z += 600) {
    out.push(
      quad(
        [
          [-W, H - 60, z],
          [W, H - 60, z],
          [W, H - 60, z + 25],
          [-W, H - 60, z + 25],
        ],
        haze('#2a2f33', pj, [0, H, z]),
      ),
    );
    out.push(
      `<polyline points="${pj.poly([
        [-W, H - 60, z],
        [W, H - 60, z],
      ])}" stroke="${haze('#1f2326', pj, [0, H, z])}" stroke-width="3" fill="none"/>`,
    );
  }
  // Yellow walkway lines along the hall, and their hatching at the crossing.
  for (const x of [-160, 160])
    out.push(
      quad(
        [
          [x - 6, 0.5, near],
          [x + 6, 0.5, near],
          [x + 6, 0.5, L],
          [x - 6, 0.5, L],
        ],
        '#d9b21f',
        'opacity="0.9"',
      ),
    );
  return out.join('\n');
}

/** Racking along a wall: blue uprights, orange beams, a pallet of cartons on each level. */
export function racking(pj: Projection, light: Light, x: number, z0: number, bays: number, levels: number): Drawn[] {
  const out: Drawn[] = [];
  const bay = 280;
  for (let b = 0; b < bays; b++) {
    const z = z0 + b * bay;
    const parts: string[] = [];
    for (const dz of [0, bay])
      parts.push(
        solid(pj, light, { at: [x, 0, z + dz], size: [110, levels * 180 + 40, 10], color: '#2f5f8f', material: 'metal' }, false).svg,
      );
    for (let l = 0; l < levels; l++) {
      const y = 20 + l * 180;
      if (l > 0)
        parts.push(
          solid(pj, light, { at: [x, y - 12, z + bay / 2], size: [112, 12, bay], color: '#e0782a', material: 'metal' }, false).svg,
        );
      parts.push(palletStack(pj, light, x, z + bay / 2, 2 + ((b + l) % 2), l % 2 === 0, 90, y).svg);
    }
    out.push({ depth: pj.depth([x, 200, z + bay / 2]), svg: parts.join('') });
  }
  return out;
}

/** A high-bay lamp: its shade, the glow under it, and its reflection on the floor. */
export function lamp(pj: Projection, at: V3): Drawn {
  const [x, y, z] = pj.point(at);
  const [fx, fy] = pj.point([at[0], -at[1] * 0.35, at[2]]);
  const s = (pj.camera.width * 60) / z;
  const svg =
    `<ellipse cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" rx="${(s * 0.7).toFixed(1)}" ry="${(s * 2.2).toFixed(1)}" fill="url(#floorShine)"/>` +
    `<ellipse cx="${x.toFixed(1)}" cy="${(y + s * 0.35).toFixed(1)}" rx="${(s * 2.2).toFixed(1)}" ry="${(s * 1.2).toFixed(1)}" fill="url(#lampGlow)"/>` +
    `<path d="M${(x - s * 0.45).toFixed(1)},${(y + s * 0.2).toFixed(1)} L${(x - s * 0.25).toFixed(1)},${(y - s * 0.15).toFixed(1)} L${(x + s * 0.25).toFixed(1)},${(y - s * 0.15).toFixed(1)} L${(x + s * 0.45).toFixed(1)},${(y + s * 0.2).toFixed(1)} Z" fill="#3a3f42"/>` +
    `<ellipse cx="${x.toFixed(1)}" cy="${(y + s * 0.2).toFixed(1)}" rx="${(s * 0.44).toFixed(1)}" ry="${(s * 0.08).toFixed(1)}" fill="#fffdf4"/>`;
  return { depth: pj.depth(at), svg };
}

/** One unit of the printing line: base, painted body, a darker top, a panel with lamps. */
export function pressUnit(pj: Projection, light: Light, x: number, z: number, color: string): Drawn[] {
  const base = solid(pj, light, { at: [x, 0, z], size: [230, 30, 300], color: '#2d3134', material: 'metal' });
  const body = solid(pj, light, { at: [x, 30, z], size: [210, 150, 280], color: haze(color, pj, [x, 90, z]), material: 'metal' }, false);
  const top = solid(
    pj,
    light,
    { at: [x, 180, z], size: [190, 22, 250], color: haze(shade(color, -0.3), pj, [x, 190, z]), material: 'metal' },
    false,
  );
  const roller = solid(pj, light, { at: [x, 100, z - 150], size: [180, 14, 14], color: '#9aa3a8', material: 'metal' }, false);
  // The operator's side: a control panel with its lamps, and a yellow guard rail.
  const panel = { at: [x + 110, 90, z - 60] as V3, size: [8, 60, 50] as V3, color: '#2b3236', material: 'metal' as const };
  const panelFace = boxFaces(panel).find((f) => f.key === 'right')!;
  const lamps = [
    [0.25, '#3ccf6e'],
    [0.5, '#f2c14e'],
    [0.75, '#e5533d'],
  ]
    .map(([s, c]) => paintOnFace(pj, panelFace, circleOnFace(panelFace, s as number, 0.3, 0.07, 0.06, 12), `fill="${c as string}"`))
    .join('');
  const rail = solid(pj, light, { at: [x + 128, 95, z], size: [4, 4, 300], color: '#e2b41f', material: 'metal' }, false);
  const posts = [-140, 0, 140]
    .map((dz) => solid(pj, light, { at: [x + 128, 0, z + dz], size: [4, 97, 4], color: '#e2b41f', material: 'metal' }, false).svg)
    .join('');
  // Drawn as one object, back to front (the parts touch; the painter's order inside is fixed).
  return [
    {
      depth: pj.depth([x, 90, z]),
      svg: base.svg + body.svg + top.svg + roller.svg + solid(pj, light, panel, false).svg + lamps + posts + rail.svg,
    },
  ];
}

/** A pallet (wood) with stacked kraft cartons, wrapped in film when `wrapped`. */
export function palletStack(pj: Projection, light: Light, x: number, z: number, rows: number, wrapped: boolean, yaw = 0, y = 0): Drawn {
  const pallet = solid(
    pj,
    light,
    { at: [x, y, z], size: [120, 14, 100], yaw, color: haze('#a98254', pj, [x, y, z]), material: 'wood' },
    y === 0,
  ).svg;
  const carton = haze('#b68b5c', pj, [x, 60, z]);
  const cartons: string[] = [];
  for (let r = 0; r < rows; r++) {
    const row = (
      [
        [-30, -25],
        [30, -25],
        [-30, 25],
        [30, 25],
      ] as const
    ).map(([dx, dz]) => {
      const a = (yaw * Math.PI) / 180;
      const box = {
        at: [x + dx * Math.cos(a) + dz * Math.sin(a), y + 14 + r * 40, z - dx * Math.sin(a) + dz * Math.cos(a)] as V3,
        size: [58, 40, 48] as V3,
        yaw,
        color: shade(carton, (((r + dx + dz) % 3) + 3) * 0.012),
        material: 'kraft' as const,
      };
      return { depth: pj.depth(box.at), svg: solid(pj, light, box, false, false).svg + tape(pj, light, box) };
    });
    // Bottom row first, and in a row the far cartons first.
    cartons.push(...row.sort((a, b) => b.depth - a.depth).map((c) => c.svg));
  }
  const film = wrapped
    ? solid(pj, light, { at: [x, y + 12, z], size: [124, rows * 40 + 4, 104], yaw, color: '#eef6f8', material: 'film' }, false).svg
    : '';
  return { depth: pj.depth([x, y + 60, z]), svg: pallet + grained('kraft', cartons.join('')) + film };
}
