import { shade } from './svg-geometry';
import { commonDefs, lensOverlay, type Light } from './scene3d';
import { projection, type Camera, type V3 } from './scene-camera';
import { compose, type Drawn } from './scene-props';

// What every home-page scene is drawn in (home-scenes.ts): the picture sizes, the frame (the lens's
// blur and vignette over the composed objects), the studio table and wall, and the window's daylight.

export const WIDE = { width: 1600, height: 1000 };
export const TILE = { width: 1200, height: 900 };

/** `far`: objects out of focus behind the subject (drawn blurred, as a lens at a wide aperture would). */
export function frame(camera: Camera, background: string, items: Drawn[], far: Drawn[] = [], foreground = ''): string {
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
export function studio(camera: Camera, wall: string, table: string, windowSide: 'left' | 'right' = 'left'): string {
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

export const DAYLIGHT: Light = { dir: [-0.55, 0.72, -0.42], ambient: 0.5, warmth: '#fff1d6' };
