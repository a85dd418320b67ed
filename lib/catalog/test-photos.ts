import sharp from 'sharp';
import type { ProcessedPhoto } from './photos';

/** Tests: a small real JPEG, already "processed", in a given colour. */
export async function testPhoto(color = '#c0392b', size = 32): Promise<ProcessedPhoto> {
  const data = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { bytes: new Uint8Array(data), width: size, height: size, contentType: 'image/jpeg' };
}
