import sharp from 'sharp';

// Whether a share card drew real glyphs where its title starts. A CJK glyph is one em wide, so the
// first characters of the title sit in cells of TITLE_SIZE × TITLE_SIZE from the title's corner.
// Characters the font lacks come out as identical boxes (or nothing): real glyphs of different
// characters differ from each other. Used by the unit tests and the e2e journey on the served PNG.

export type TitleBox = { left: number; top: number; size: number };
export type GlyphCells = { width: number; height: number; inked: number[]; minDifference: number };

/** Ink of the first `count` cells and the smallest share of pixels in which two cells differ. */
export async function glyphCells(png: Uint8Array, box: TitleBox, count: number): Promise<GlyphCells> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const band = Math.round(box.size * 1.2);
  const cells = Array.from({ length: count }, (_, i) => {
    const bits: boolean[] = [];
    for (let y = box.top; y < box.top + band; y++)
      for (let x = box.left + i * box.size; x < box.left + (i + 1) * box.size; x++)
        bits.push(data[(y * info.width + x) * info.channels]! < 128);
    return bits;
  });
  const inked = cells.map((c) => c.filter(Boolean).length / c.length);
  let minDifference = 1;
  for (let a = 0; a < count; a++)
    for (let b = a + 1; b < count; b++) {
      const differing = cells[a]!.filter((bit, k) => bit !== cells[b]![k]).length / cells[a]!.length;
      minDifference = Math.min(minDifference, differing);
    }
  return { width: info.width, height: info.height, inked, minDifference };
}

/** Real, distinct glyphs: every cell has ink and no two cells look alike. */
export const drewGlyphs = (cells: GlyphCells) => cells.inked.every((share) => share > 0.03) && cells.minDifference > 0.05;
