import { boxFaces, onFace, paintOnFace, type Light } from './scene3d';
import { projection, type Camera, type V3 } from './scene-camera';
import { solid, tape, type Drawn } from './scene-props';
import { HALL, hallBackground, lamp, palletStack, pressUnit, racking } from './factory-scene';
import { frame, TILE, WIDE } from './home-scene-frame';

// The home page's scenes in the factory hall (factory-scene.ts): the press floor, sheets beside the
// press, the warehouse. The table-top scenes are in home-scenes.ts.

const HALL_LIGHT: Light = { dir: [0.15, 0.95, 0.25], ambient: 0.58, warmth: '#fff3da' };

export function factory(): string {
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

/** Printed sheets on pallets beside the press, the hall behind. */
export function sheets(): string {
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
export function pallets(): string {
  const camera: Camera = { pos: [60, 160, -240], target: [0, 150, 1800], fov: 58, ...TILE };
  const pj = projection(camera);
  const L = HALL_LIGHT;
  const items: Drawn[] = [];
  for (let z = 300; z < HALL.length; z += 650) for (const x of [-500, 500]) items.push(lamp(pj, [x, HALL.height - 120, z]));
  items.push(...racking(pj, L, -520, 100, 12, 4), ...racking(pj, L, 520, 100, 12, 4));
  items.push(palletStack(pj, L, -40, 260, 4, true, 6), palletStack(pj, L, 120, 620, 3, true, -4));
  return frame(camera, hallBackground(camera), items);
}
