import { boxFaces, resetScene } from './scene3d';
import { projection, type Camera, type V3 } from './scene-camera';
import { foilEmblem, giftBox, paperBag, solid, type Drawn } from './scene-props';
import { DAYLIGHT, frame, studio, TILE, WIDE } from './home-scene-frame';
import { factory, pallets, sheets } from './home-scenes-hall';

// The home page's demo photographs, rendered by the seed (the project's own pictures): a
// tabletop product shot for the hero, the factory floor, and gallery shots. Units are centimetres
// (the hall's metres ×100); each scene is a camera, a key light, a room and its objects.

export const HOME_SCENES = ['hero', 'factory', 'stack', 'bags', 'sheets', 'pallets', 'lids', 'drawer'] as const;
export type HomeSceneName = (typeof HOME_SCENES)[number];

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
