// Which Unicode characters a TrueType/OpenType font maps to a glyph, read from its `cmap` table
// (formats 4 and 12, the ones fonts carry for Unicode). A renderer draws every other character as a
// box (or, in next/og, goes to the network for another font), so text is filtered with this first.

const u16 = (v: DataView, o: number) => v.getUint16(o);
const u32 = (v: DataView, o: number) => v.getUint32(o);

function tableOffset(v: DataView, tag: string): number | null {
  const count = u16(v, 4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    const name = String.fromCharCode(v.getUint8(rec), v.getUint8(rec + 1), v.getUint8(rec + 2), v.getUint8(rec + 3));
    if (name === tag) return u32(v, rec + 8);
  }
  return null;
}

function format12(v: DataView, at: number, out: Set<number>) {
  const groups = u32(v, at + 12);
  for (let g = 0; g < groups; g++) {
    const rec = at + 16 + g * 12;
    const [start, end, glyph] = [u32(v, rec), u32(v, rec + 4), u32(v, rec + 8)];
    for (let cp = start; cp <= end; cp++) if (glyph + (cp - start) !== 0) out.add(cp);
  }
}

function format4(v: DataView, at: number, out: Set<number>) {
  const segs = u16(v, at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const ranges = deltas + segs * 2;
  for (let s = 0; s < segs; s++) {
    const [end, start, delta, range] = [u16(v, ends + s * 2), u16(v, starts + s * 2), u16(v, deltas + s * 2), u16(v, ranges + s * 2)];
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (range === 0) glyph = (cp + delta) & 0xffff;
      else {
        const g = u16(v, ranges + s * 2 + range + (cp - start) * 2);
        glyph = g === 0 ? 0 : (g + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(cp);
    }
  }
}

/** The code points the font has a glyph for (empty when it has no Unicode cmap). */
export function cmapCodePoints(font: Uint8Array): Set<number> {
  const v = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const out = new Set<number>();
  const cmap = tableOffset(v, 'cmap');
  if (cmap === null) return out;
  const subtables = u16(v, cmap + 2);
  const offsets = new Map<number, number>();
  for (let i = 0; i < subtables; i++) {
    const rec = cmap + 4 + i * 8;
    const at = cmap + u32(v, rec + 4);
    const format = u16(v, at);
    if ((format === 12 || format === 4) && !offsets.has(format)) offsets.set(format, at);
  }
  // Format 12 covers the whole of Unicode; format 4 only the Basic Multilingual Plane.
  if (offsets.has(12)) format12(v, offsets.get(12)!, out);
  else if (offsets.has(4)) format4(v, offsets.get(4)!, out);
  return out;
}
