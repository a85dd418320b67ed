import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoragePort } from '@/lib/storage';
import { homeSceneSvg, type HomeSceneName } from './home-scenes';
import { productSceneSvg, type PhotoView } from './scene';
import type { ProductDesign } from './product-shapes';

// Renders the seed photos (SVG → JPEG q80 with sharp) and uploads them. Renders are cached by the
// SVG's content: in memory for this process and on disk, so every later seed (tests, e2e, bench,
// each a fresh database) only copies bytes.

const CACHE_DIR = process.env.SEED_PHOTO_CACHE_DIR ?? path.join(os.tmpdir(), 'packaging-seed-photos-v1');
const memory = new Map<string, Promise<Uint8Array>>();

async function renderSvg(svg: string): Promise<Uint8Array> {
  const key = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 32);
  let pending = memory.get(key);
  if (!pending) {
    pending = (async () => {
      // The ignore comments: a computed `*.jpg` path made the build's file tracing copy every .jpg it
      // could match (the test fixtures) into the standalone output.
      const file = path.join(/*turbopackIgnore: true*/ CACHE_DIR, `${key}.jpg`);
      try {
        return new Uint8Array(await fs.readFile(/*turbopackIgnore: true*/ file));
      } catch {
        const { default: sharp } = await import('sharp');
        const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
        await fs.mkdir(/*turbopackIgnore: true*/ CACHE_DIR, { recursive: true }).catch(() => {});
        const tmp = `${file}.${process.pid}.tmp`;
        await fs
          .writeFile(/*turbopackIgnore: true*/ tmp, jpeg)
          .then(() => fs.rename(/*turbopackIgnore: true*/ tmp, file))
          .catch(() => {});
        return new Uint8Array(jpeg);
      }
    })();
    pending.catch(() => memory.delete(key));
    memory.set(key, pending);
  }
  return pending;
}

export function renderProductPhoto(design: ProductDesign, view: PhotoView): Promise<Uint8Array> {
  return renderSvg(productSceneSvg(design, view));
}

/** One of the home page's demo photographs (./home-scenes.ts), rendered and cached the same way. */
export function renderHomeScene(name: HomeSceneName): Promise<Uint8Array> {
  return renderSvg(homeSceneSvg(name));
}

export type PhotoJob = { objectPath: string; design: ProductDesign; view: PhotoView };

/** Runs fn over items with at most `limit` in flight; after a failure starts no new ones, waits, rethrows. */
export async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await fn(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

/**
 * Renders and uploads every job. On any failure, removes what it wrote and rethrows.
 * Returns the written paths (the caller removes them if its database transaction fails).
 */
export async function uploadPhotos(storage: StoragePort, jobs: PhotoJob[], concurrency = 2): Promise<string[]> {
  const written: string[] = [];
  try {
    await forEachLimited(jobs, concurrency, async (job) => {
      const bytes = await renderProductPhoto(job.design, job.view);
      await storage.upload(job.objectPath, bytes, 'image/jpeg');
      written.push(job.objectPath);
    });
  } catch (error) {
    await storage.remove(written).catch(() => {});
    throw error;
  }
  return written;
}
