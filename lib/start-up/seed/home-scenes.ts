import { shade } from './svg-geometry';
import {
  boxFaces,
  commonDefs,
  lensOverlay,
  onFace,
  paintOnFace,
  projection,
  resetScene,
  type Camera,
  type Light,
  type V3,
} from './scene3d';
import { compose, foilEmblem, giftBox, paperBag, solid, tape, type Drawn } from './scene-props';
import { HALL, hallBackground, lamp, palletStack, pressUnit, racking } from './factory-scene';

// The home page's demo photographs, rendered by the seed (the project's own pictures): a
// tabletop product shot for the hero, the factory floor, and gallery shots. Units are centimetres
// (the hall's metres ×100); each scene is a camera, a key light, a room and its objects.

export const HOME_SCENES = ['hero', 'factory', 'stack', 'bags', 'sheets', 'pallets', 'lids', 'drawer'] as const;
export type HomeSceneName = (typeof HOME_SCENES)[number];

const WIDE = { width: 1600, height: 1000 };
const TILE = { width: 1200, height: 900 };

/** `far`: objects out of focus behind the subject (drawn blurred, as a lens at a wide aperture would). */
function frame(camera: Camera, background: string, items: Drawn[], far: Drawn[] = [], foreground = ''): string {
  const { width, height } = camera;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${commonDefs(width, height)}</defs>
${background}
<g filter="url(#blurFar)">${compose(far)}</g>
${compose(items)}
${foreground}
${lensOverlay(width, height)}
</svg>`;
}

/** A table top (wood) and the wall behind it, with the window's light falling across both. */
function studio(camera: Camera, wall: string, table: string, windowSide: 'left' | 'right' = 'left'): string {
  const pj = projection(camera);
  const { width, height } = camera;
  const tableTop: V3[] = [
    [-400, 0, camera.pos[2] + 20],
    [400, 0, camera.pos[2] + 20],
    [400, 0, 140],
    [-400, 0, 140],
  ];
  const [, horizon] = pj.point([0, 0, 140]);
  const light = windowSide === 'left' ? 0.18 : 0.82;
  return `
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(wall, windowSide === 'left' ? 0.18 : -0.12)}"/><stop offset="1" stop-color="${shade(wall, windowSide === 'left' ? -0.14 : 0.16)}"/></linearGradient>
<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(table, -0.12)}"/><stop offset="1" stop-color="${shade(table, 0.08)}"/></linearGradient>
<radialGradient id="pool" cx="${light}" cy="0.55" r="0.6"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.45"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></radialGradient>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<g filter="url(#glow)">
  ${[0, 1, 2]
    .map((i) => {
      // The window's light on the wall: three panes with the frame's shadows between them.
      const x = width * light - 340 + i * 190;
      return `<polygon points="${x.toFixed(0)},${(horizon * 0.05).toFixed(0)} ${(x + 150).toFixed(0)},${(horizon * 0.05).toFixed(0)} ${(x + 230).toFixed(0)},${(horizon * 0.92).toFixed(0)} ${(x + 80).toFixed(0)},${(horizon * 0.92).toFixed(0)}" fill="#fff7e8" opacity="0.32"/>`;
    })
    .join('')}
</g>
<polygon points="${pj.poly(tableTop)}" fill="url(#table)" filter="url(#grainWood)"/>
<rect x="0" y="${horizon.toFixed(0)}" width="${width}" height="${(height - horizon).toFixed(0)}" fill="url(#pool)"/>
<rect x="0" y="${(horizon - 2).toFixed(0)}" width="${width}" height="4" fill="${shade(table, -0.4)}" opacity="0.35" filter="url(#blurTight)"/>`;
}

const DAYLIGHT: Light = { dir: [-0.55, 0.72, -0.42], ambient: 0.5, warmth: '#fff1d6' };

function hero(): string {
  const camera: Camera = { pos: [-6, 52, -128], target: [2, 8, 8], fov: 36, ...WIDE };
  const pj = projection(camera);
  const L = DAYLIGHT;
  const items = [
    giftBox(pj, L, { at: [-10, 0, 6], size: [30, 11, 22], yaw: -16, color: '#1f3a5f', ribbon: '#d4a43c', bow: true }),
    paperBag(pj, L, { at: [26, 0, 26], size: [19, 24, 9], yaw: 22, color: '#b98a55', rope: '#efe3cb', print: '#8d6238' }),
    giftBox(pj, L, { at: [-36, 0, -16], size: [14, 6, 14], yaw: 34, color: '#f3ede3', foil: '#c9a24a' }),
    giftBox(pj, L, { at: [34, 0, -14], size: [12, 5, 9], yaw: -8, color: '#7a1f2b', ribbon: '#f3ede3' }),
  ];
  // Out of focus at the back of the table: a stack of boxes and a roll of ribbon.
  const far = [
    giftBox(pj, L, { at: [-58, 0, 96], size: [26, 12, 20], yaw: 10, color: '#d8cbb6' }),
    giftBox(pj, L, { at: [-56, 12, 96], size: [22, 9, 17], yaw: 4, color: '#2f5d50' }),
    solid(pj, L, { at: [62, 0, 110], size: [10, 30, 10], yaw: 0, color: '#6d7b5a', material: 'paper' }),
  ];
  return frame(camera, studio(camera, '#c9bfae', '#8a5a36'), items, far);
}

const HALL_LIGHT: Light = { dir: [0.15, 0.95, 0.25], ambient: 0.58, warmth: '#fff3da' };

function factory(): string {
  const camera: Camera = { pos: [120, 170, -200], target: [-40, 150, 2400], fov: 62, ...WIDE };
  const pj = projection(camera);
  const L = HALL_LIGHT;
  const items: Drawn[] = [];
  for (let z = 300; z < HALL.length; z += 650) for (const x of [-700, 0, 700]) items.push(lamp(pj, [x, HALL.height - 120, z]));
  for (let z = 500; z < HALL.length; z += 1100) {
    for (const x of [-HALL.halfWidth + 40, HALL.halfWidth - 40])
      items.push(solid(pj, L, { at: [x, 0, z], size: [36, HALL.height, 36], color: '#3f5560', material: 'metal' }));
  }
  // The printing line along the left, feeding a conveyor of cartons.
  const colors = ['#2e7d72', '#2e7d72', '#d9dcd8', '#2e7d72', '#2e7d72'];
  colors.forEach((c, i) => items.push(...pressUnit(pj, L, -620, 700 + i * 340, c)));
  for (let i = 0; i < 14; i++) {
    const z = 420 + i * 160;
    items.push(solid(pj, L, { at: [-400, 0, z], size: [90, 78, 160], color: '#44505a', material: 'metal' }));
    if (i % 2 === 0) {
      const box = { at: [-400, 78, z] as V3, size: [50, 30, 40] as V3, yaw: (i * 7) % 11, color: '#b68b5c', material: 'kraft' as const };
      items.push({ depth: pj.depth([-400, 95, z]) - 1, svg: solid(pj, L, box, false).svg + tape(pj, L, box) });
    }
  }
  // Printed sheets waiting on pallets beside the press.
  for (const [x, z, h] of [
    [-230, 520, 70],
    [-240, 1200, 50],
  ] as const) {
    items.push(solid(pj, L, { at: [x, 0, z], size: [110, 14, 80], color: '#a98254', material: 'wood' }));
    items.push(solid(pj, L, { at: [x, 14, z], size: [104, h, 74], color: '#f1eee6', material: 'board' }, false));
    items.push(solid(pj, L, { at: [x, 14 + h, z], size: [104, 1.5, 74], color: '#c8463c', material: 'paper' }, false));
  }
  // Finished, wrapped pallets on the right, two rows deep.
  // Close by: a pallet of cartons ready to wrap.
  items.push(palletStack(pj, L, 250, 330, 3, false, -8));
  for (const [x, z, rows, yaw] of [
    [690, 300, 3, -3],
    [540, 900, 4, 0],
    [520, 420, 4, 4],
    [720, 950, 4, 6],
    [560, 1600, 3, 0],
    [760, 1700, 4, 2],
    [600, 2600, 4, 0],
  ] as const) {
    items.push(palletStack(pj, L, x, z, rows, true, yaw));
  }
  return frame(camera, hallBackground(camera), items);
}

/** Gift boxes stacked on the table, in the house colours, with ribbons. */
function stack(): string {
  const camera: Camera = { pos: [-30, 42, -86], target: [0, 16, 10], fov: 40, ...TILE };
  const pj = projection(camera);
  const L = DAYLIGHT;
  const tower = [
    { size: [34, 12, 26] as V3, color: '#1f3a5f', yaw: -8 },
    { size: [30, 10, 23] as V3, color: '#f1e9dc', yaw: 4 },
    { size: [26, 9, 20] as V3, color: '#7a1f2b', yaw: -3 },
  ];
  let y = 0;
  const parts = tower.map((b, i) => {
    const drawn = giftBox(pj, L, {
      at: [4, y, 12],
      size: b.size,
      yaw: b.yaw,
      color: b.color,
      ribbon: i === 2 ? '#d4a43c' : undefined,
      bow: i === 2,
      foil: i === 1 ? '#c9a24a' : undefined,
    });
    y += b.size[1];
    return drawn.svg;
  });
  const items: Drawn[] = [
    { depth: pj.depth([4, 10, 12]), svg: parts.join('') },
    giftBox(pj, L, { at: [-34, 0, -6], size: [18, 8, 18], yaw: 28, color: '#2f5d50', ribbon: '#f1e9dc' }),
    giftBox(pj, L, { at: [38, 0, -10], size: [16, 7, 12], yaw: -20, color: '#d8cbb6', foil: '#9c7a2e' }),
  ];
  const far = [
    giftBox(pj, L, { at: [60, 0, 110], size: [30, 14, 24], yaw: 10, color: '#1f3a5f' }),
    solid(pj, L, { at: [-70, 0, 120], size: [12, 34, 12], color: '#6d7b5a', material: 'paper' }),
  ];
  return frame(camera, studio(camera, '#c2b6a2', '#7c5235'), items, far);
}

/** A row of printed paper bags with rope handles. */
function bags(): string {
  const camera: Camera = { pos: [10, 40, -104], target: [0, 15, 10], fov: 42, ...TILE };
  const pj = projection(camera);
  const L = { ...DAYLIGHT, dir: [0.5, 0.75, -0.45] as V3 };
  const colors = [
    ['#b98a55', '#efe3cb', '#7a5430'],
    ['#f4f1ea', '#1f3a5f', '#1f3a5f'],
    ['#1c2226', '#d4a43c', '#d4a43c'],
    ['#2e7d72', '#f4f1ea', '#f4f1ea'],
  ] as const;
  const items = colors.map(([color, rope, print], i) =>
    paperBag(pj, L, { at: [-42 + i * 28, 0, 10 + (i % 2) * 12], size: [20, 26, 10], yaw: -12 + i * 9, color, rope, print }),
  );
  return frame(camera, studio(camera, '#d3cabd', '#9a6b45', 'right'), items);
}

/** Printed sheets on pallets beside the press, the hall behind. */
function sheets(): string {
  const camera: Camera = { pos: [-150, 150, -260], target: [40, 60, 200], fov: 50, ...TILE };
  const pj = projection(camera);
  const L = HALL_LIGHT;
  const items: Drawn[] = [];
  for (let z = 300; z < HALL.length; z += 650) for (const x of [-700, 0, 700]) items.push(lamp(pj, [x, HALL.height - 120, z]));
  for (const [x, z, h, top] of [
    [-20, 80, 60, '#c8463c'],
    [120, 90, 44, '#1f3a5f'],
    [40, 240, 70, '#2e7d72'],
  ] as const) {
    const pallet = solid(pj, L, { at: [x, 0, z], size: [110, 14, 80], color: '#a98254', material: 'wood' });
    const stackBox = { at: [x, 14, z] as V3, size: [104, h, 74] as V3, color: '#f1eee6', material: 'board' as const };
    const sheet = solid(pj, L, stackBox, false);
    // The sheets' edges: fine lines down the stack's sides, and the printed top sheet.
    const faces = boxFaces(stackBox).filter((f) => f.key !== 'top' && pj.facing(f.center, f.normal));
    const lines = faces
      .map((f) =>
        Array.from(
          { length: 14 },
          (_, i) =>
            `<polyline points="${pj.poly([onFace(f, 0, (i + 1) / 15), onFace(f, 1, (i + 1) / 15)])}" stroke="#b9b4a8" stroke-width="0.7" fill="none"/>`,
        ).join(''),
      )
      .join('');
    const printed = solid(pj, L, { at: [x, 14 + h, z], size: [104, 0.8, 74], color: top, material: 'paper' }, false);
    const topFace = boxFaces({ at: [x, 14 + h, z], size: [104, 0.8, 74] }).find((f) => f.key === 'top')!;
    const nets = [0.15, 0.5, 0.85]
      .flatMap((cs) =>
        [0.28, 0.72].map((ct) =>
          paintOnFace(
            pj,
            topFace,
            [
              [cs - 0.12, ct - 0.16],
              [cs + 0.12, ct - 0.16],
              [cs + 0.12, ct + 0.16],
              [cs - 0.12, ct + 0.16],
            ],
            `fill="none" stroke="#f4efe6" stroke-width="1.4" opacity="0.85"`,
          ),
        ),
      )
      .join('');
    items.push({ depth: pj.depth([x, 40, z]), svg: pallet.svg + sheet.svg + lines + printed.svg + nets });
  }
  items.push(...pressUnit(pj, L, -420, 520, '#2e7d72'), ...pressUnit(pj, L, -420, 860, '#2e7d72'));
  return frame(camera, hallBackground(camera), items);
}

/** The warehouse: racking on both sides, wrapped pallets in the aisle. */
function pallets(): string {
  const camera: Camera = { pos: [60, 160, -240], target: [0, 150, 1800], fov: 58, ...TILE };
  const pj = projection(camera);
  const L = HALL_LIGHT;
  const items: Drawn[] = [];
  for (let z = 300; z < HALL.length; z += 650) for (const x of [-500, 500]) items.push(lamp(pj, [x, HALL.height - 120, z]));
  items.push(...racking(pj, L, -520, 100, 12, 4), ...racking(pj, L, 520, 100, 12, 4));
  items.push(palletStack(pj, L, -40, 260, 4, true, 6), palletStack(pj, L, 120, 620, 3, true, -4));
  return frame(camera, hallBackground(camera), items);
}

/** Lids on the finishing table, foil-stamped, in rows. */
function lids(): string {
  const camera: Camera = { pos: [0, 95, -70], target: [0, 0, 22], fov: 44, ...TILE };
  const pj = projection(camera);
  const L = { ...DAYLIGHT, dir: [-0.4, 0.85, 0.2] as V3 };
  const items: Drawn[] = [];
  const palette = ['#1f3a5f', '#1c2226', '#7a1f2b', '#2f5d50'];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) {
      const at: V3 = [-48 + c * 32, 0, -4 + r * 26];
      const color = palette[(r + c) % palette.length]!;
      const lid = { at, size: [26, 3.2, 20] as V3, yaw: ((r * 4 + c) % 3) - 1, color, material: 'paper' as const };
      const drawn = solid(pj, L, lid);
      const top = boxFaces(lid).find((f) => f.key === 'top')!;
      items.push({ depth: drawn.depth, svg: drawn.svg + foilEmblem(pj, top, L, '#d1ab52', 0.5, 0.5, 0.2) });
    }
  return frame(camera, studio(camera, '#bfb3a0', '#8f6a4a'), items);
}

/** A drawer box: the sleeve, and its tray pulled halfway out with tissue inside. */
function drawer(): string {
  const camera: Camera = { pos: [-34, 46, -74], target: [4, 6, 8], fov: 38, ...TILE };
  const pj = projection(camera);
  const L = DAYLIGHT;
  const sleeve = { at: [0, 0, 18] as V3, size: [30, 10, 22] as V3, yaw: -24, color: '#1c2226', material: 'paper' as const };
  // The tray slides out of the sleeve's open end (local −x, toward the camera); only the part outside is drawn.
  const a = (sleeve.yaw * Math.PI) / 180;
  const out = 13;
  const local = -(sleeve.size[0] / 2 + out / 2);
  const tray = {
    at: [sleeve.at[0] + local * Math.cos(a), 0.6, sleeve.at[2] - local * Math.sin(a)] as V3,
    size: [out, 8.6, 20.4] as V3,
    yaw: sleeve.yaw,
    color: '#d4a43c',
    material: 'paper' as const,
    open: true,
    inside: '#fffaf0',
  };
  const items: Drawn[] = [
    {
      depth: pj.depth([8, 5, 18]),
      svg:
        solid(pj, L, sleeve).svg +
        foilEmblem(
          pj,
          boxFaces(sleeve).find((f) => f.key === 'top')!,
          L,
          '#d1ab52',
          0.5,
          0.5,
          0.14,
        ),
    },
    { depth: pj.depth(tray.at), svg: solid(pj, L, tray).svg },
    giftBox(pj, L, { at: [36, 0, -8], size: [14, 6, 10], yaw: 20, color: '#f1e9dc', ribbon: '#1f3a5f' }),
  ];
  return frame(camera, studio(camera, '#cbbfad', '#6f4a30'), items);
}

/** Renders one scene's SVG. */
export function homeSceneSvg(name: HomeSceneName): string {
  resetScene();
  switch (name) {
    case 'hero':
      return hero();
    case 'factory':
      return factory();
    case 'stack':
      return stack();
    case 'bags':
      return bags();
    case 'sheets':
      return sheets();
    case 'pallets':
      return pallets();
    case 'lids':
      return lids();
    case 'drawer':
      return drawer();
  }
}
