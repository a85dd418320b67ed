import { drawProduct, resetShapeIds, type ProductDesign } from './product-shapes';
import { mix, projector, shade } from './svg-geometry';

// Whole 1080x1080 pictures (background, floor, soft shadow, product) as SVG strings.

export const PHOTO_SIZE = 1080;

/** main = closed product; hover = open product; the rest are gallery shots. */
export type PhotoView = 'main' | 'hover' | 'detail' | 'group' | 'duo' | 'backdrop';

export const GALLERY_VIEWS: readonly PhotoView[] = ['group', 'detail', 'duo', 'backdrop'];

type Placed = { design: ProductDesign; x: number; y: number; open: boolean };

function scaled(d: ProductDesign, f: number, color = d.color, accent = d.accent): ProductDesign {
  return { ...d, color, accent, size: [d.size[0] * f, d.size[1] * f, d.size[2] * f] };
}

function layout(d: ProductDesign, view: PhotoView): Placed[] {
  const [w, dep] = d.size;
  const a = (w + dep) * 0.36;
  switch (view) {
    case 'hover':
      return [{ design: d, x: 0, y: 0, open: true }];
    case 'group':
      return [
        { design: scaled(d, 0.78, d.accent, d.color), x: a * 0.9, y: -a * 0.9, open: false },
        { design: scaled(d, 0.62, '#F3EDE3', d.accent), x: -a, y: a * 0.2, open: false },
        { design: d, x: a * 0.35, y: a * 0.8, open: false },
      ];
    case 'duo':
      return [
        { design: scaled(d, 0.8), x: a * 0.75, y: -a * 0.75, open: true },
        { design: scaled(d, 0.8), x: -a * 0.75, y: a * 0.75, open: false },
      ];
    case 'main':
    case 'detail':
    case 'backdrop':
      return [{ design: d, x: 0, y: 0, open: false }];
  }
}

function bounds(placed: Placed[]): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of placed) {
    const [w, dep, h] = p.design.size;
    const extra = p.design.shape === 'paper-bag' ? h * 0.42 : p.open ? dep * 0.9 + 20 : 12;
    for (const [x, y, z] of [
      [p.x - w / 2, p.y - dep / 2, h + extra],
      [p.x + w / 2, p.y + dep / 2, 0],
      [p.x - w / 2, p.y + dep / 2 + (p.open ? dep * 0.7 : 0), 0],
      [p.x + w / 2, p.y - dep / 2 - (p.open ? dep + 40 : 0), h],
    ] as const) {
      const sx = (x - y) * 0.866;
      const sy = (x + y) * 0.5 - z;
      minX = Math.min(minX, sx);
      maxX = Math.max(maxX, sx);
      minY = Math.min(minY, sy);
      maxY = Math.max(maxY, sy);
    }
  }
  return { minX, maxX, minY, maxY };
}

/** The SVG for one photo of a product. */
export function productSceneSvg(d: ProductDesign, view: PhotoView): string {
  resetShapeIds();
  const placed = layout(d, view).sort((p, q) => p.x + p.y - (q.x + q.y));
  const b = bounds(placed);
  const s = Math.min(740 / (b.maxX - b.minX), 700 / (b.maxY - b.minY));
  const cx = PHOTO_SIZE / 2 - ((b.minX + b.maxX) / 2) * s;
  const cy = PHOTO_SIZE / 2 + 30 - ((b.minY + b.maxY) / 2) * s;
  const pj = projector(cx, cy, s);

  const tint = view === 'hover' || view === 'backdrop' ? d.accent : d.color;
  const bgTop = mix(view === 'backdrop' ? '#E9EEF3' : '#F7F3EE', tint, 0.1);
  const bgBottom = shade(bgTop, -0.1);
  const floorY = cy + b.maxY * s;
  const shadows = placed
    .map((p) => {
      const [x, y] = pj.point([p.x, p.y, 0]);
      const [w, dep] = p.design.size;
      return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${((w + dep) * 0.62 * s).toFixed(1)}" ry="${((w + dep) * 0.3 * s).toFixed(1)}" fill="url(#shadow)"/>`;
    })
    .join('');
  const products = placed.map((p) => drawProduct(pj, p.design, p)).join('');
  const viewBox = view === 'detail' ? '190 150 700 700' : `0 0 ${PHOTO_SIZE} ${PHOTO_SIZE}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" viewBox="${viewBox}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.22"/><stop offset="0.55" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></linearGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#1F2937" stop-opacity="0.38"/><stop offset="0.6" stop-color="#1F2937" stop-opacity="0.16"/><stop offset="1" stop-color="#1F2937" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" fill="url(#bg)"/>
<ellipse cx="540" cy="${floorY.toFixed(1)}" rx="620" ry="190" fill="url(#floor)"/>
${shadows}
${products}
</svg>`;
}
