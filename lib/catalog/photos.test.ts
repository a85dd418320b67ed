import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPhotoCodec } from '@/lib/images';
import { MAX_PHOTO_BYTES, processPhoto, sniffImageKind } from './photos';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures/uploads', name)));

// The same contract for both codecs: sharp (the Node host) and WebAssembly (the Workers host).
// WebAssembly is about five times slower than sharp (a 6 MP photo takes seconds on a busy machine).
describe.each(['sharp', 'wasm'])('processPhoto with IMAGE_CODEC=%s', { timeout: 30_000 }, (codec) => {
  beforeEach(() => {
    vi.stubEnv('IMAGE_CODEC', codec);
    return () => vi.unstubAllEnvs();
  });

  it('uses the codec IMAGE_CODEC names', async () => {
    expect((await getPhotoCodec()).name).toBe(codec);
  });

  it.each(['photo-a.jpg', 'photo-b.png', 'photo-c.webp'])('accepts %s and re-encodes it to JPEG', async (name) => {
    const result = await processPhoto(fixture(name));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(sniffImageKind(result.photo.bytes)).toBe('jpeg');
    expect(Math.max(result.photo.width, result.photo.height)).toBeLessThanOrEqual(2160);
    const meta = await sharp(result.photo.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([result.photo.width, result.photo.height]);
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

  it('turns a photo upright by its EXIF orientation', async () => {
    // 60×40 as stored, red on the left half; orientation 6 means "turn 90° clockwise to view".
    const stored = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 30, height: 40, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    const result = await processPhoto(new Uint8Array(stored));
    if (!result.ok) throw new Error('refused');
    expect([result.photo.width, result.photo.height]).toEqual([40, 60]);
    const { data } = await sharp(result.photo.bytes).raw().toBuffer({ resolveWithObject: true });
    // Upright, the red half is on top: the top-left pixel is red, the bottom-left blue.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[59 * 40 * 3 + 2]).toBeGreaterThan(200);
  });

  it('puts a transparent PNG on white', async () => {
    const clear = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const result = await processPhoto(new Uint8Array(clear));
    if (!result.ok) throw new Error('refused');
    const { data } = await sharp(result.photo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
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
