import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, processPhoto, sniffImageKind } from './photos';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures/uploads', name)));

describe('processPhoto', () => {
  it.each(['photo-a.jpg', 'photo-b.png', 'photo-c.webp'])('accepts %s and re-encodes it to JPEG', async (name) => {
    const result = await processPhoto(fixture(name));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(sniffImageKind(result.photo.bytes)).toBe('jpeg');
    expect(Math.max(result.photo.width, result.photo.height)).toBeLessThanOrEqual(2160);
  });

  it('strips EXIF and GPS', async () => {
    const original = await sharp(fixture('photo-a.jpg')).metadata();
    expect(original.exif).toBeDefined();
    const result = await processPhoto(fixture('photo-a.jpg'));
    if (!result.ok) throw new Error('refused');
    const meta = await sharp(result.photo.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(result.photo.bytes).includes('Secret Person')).toBe(false);
  });

  it('scales the longest side down to 2160 px', async () => {
    const result = await processPhoto(fixture('photo-d.jpg'));
    if (!result.ok) throw new Error('refused');
    expect([result.photo.width, result.photo.height]).toEqual([2160, 1440]);
  });

  it.each([
    ['polyglot.jpg', 'notImage'],
    ['wrong-extension.jpg', 'notImage'],
    ['script.svg', 'notImage'],
    ['animated.gif', 'notImage'],
    ['pixel-bomb.png', 'tooManyPixels'],
  ])('refuses %s (%s)', async (name, reason) => {
    expect(await processPhoto(fixture(name))).toEqual({ ok: false, reason });
  });

  it('refuses a file over 10 MB before looking at it', async () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await processPhoto(big)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses an empty file and a truncated JPEG', async () => {
    expect(await processPhoto(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    const truncated = fixture('photo-a.jpg').subarray(0, 400);
    expect((await processPhoto(truncated)).ok).toBe(false);
  });
});
