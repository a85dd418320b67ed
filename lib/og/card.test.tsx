import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drewGlyphs, glyphCells } from '@/tests/card-glyphs';
import { CARD_HEIGHT, CARD_WIDTH, renderShareCard, TITLE_LEFT, TITLE_SIZE, TITLE_TOP, type CardInput } from './card';

// The card drawn for real (next/og with the Noto Sans SC files) and decoded again.

const box = { left: TITLE_LEFT, top: TITLE_TOP, size: TITLE_SIZE };

async function png(input: Partial<CardInput>): Promise<Uint8Array> {
  const response = await renderShareCard({ title: 'Card', kicker: 'Kicker', photo: null, locale: 'en', ...input });
  expect(response.headers.get('content-type')).toBe('image/png');
  return new Uint8Array(await response.arrayBuffer());
}

async function pixel(image: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('share card', () => {
  it('is a 1200×630 PNG with the Chinese title drawn as real glyphs', async () => {
    const image = await png({ title: '高档礼品盒', kicker: '硬盒', locale: 'zh-CN' });
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    const cells = await glyphCells(image, box, 5);
    expect(
      cells.inked.every((share) => share > 0.03),
      `ink ${cells.inked}`,
    ).toBe(true);
    expect(drewGlyphs(cells), `smallest difference ${cells.minDifference}`).toBe(true);
  });

  it('the glyph check fails when every character looks the same, as boxes do', async () => {
    // One character five times: five identical cells, which is what missing glyphs look like.
    expect(drewGlyphs(await glyphCells(await png({ title: '盒盒盒盒盒', locale: 'zh-CN' }), box, 5))).toBe(false);
    // A title the font cannot draw at all leaves the cells empty.
    expect(drewGlyphs(await glyphCells(await png({ title: '\u{E000}\u{E001}\u{E002}', locale: 'zh-CN' }), box, 3))).toBe(false);
  });

  it('draws Latin titles (English, Indonesian) with the same font', async () => {
    const image = await png({ title: 'WXYZ Kotak', kicker: 'Produk', locale: 'id' });
    // Latin letters are narrower than an em; the first cells still hold different letters.
    expect(drewGlyphs(await glyphCells(image, box, 2))).toBe(true);
  });

  it('shows the photo on the left, or the company mark on its colour without one', async () => {
    const red = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d01010' } })
      .jpeg()
      .toBuffer();
    const [r, g, b] = await pixel(await png({ photo: new Uint8Array(red) }), 40, 40);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(80);
    expect(await pixel(await png({ photo: null }), 40, 40)).toEqual([0x0f, 0x3d, 0x3e]);
  });
});
