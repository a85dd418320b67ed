// @engine-independent: the seed's photo files
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { executeRows } from '@/lib/db/rows';

// `npm run dev` keeps the rendered seed photos in one cache folder for every fresh DATA_DIR: a seed
// from that warm cache must give exactly the rows and photo bytes of a seed that rendered them.

const sha = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

async function seedWithCache(cacheDir: string): Promise<{ t: TestDatabase; photos: Map<string, string>; counts: unknown }> {
  vi.stubEnv('SEED_PHOTO_CACHE_DIR', cacheDir);
  vi.resetModules(); // a new process as far as the seed is concerned: no photo in memory
  const { seedDemoContentIfEmpty } = await import('../seed');
  const t = await createTestDatabase();
  expect((await seedDemoContentIfEmpty(t.handle, t.storage)).seeded).toBe(true);
  const photos = new Map<string, string>();
  for (const objectPath of await t.storage.list()) photos.set(objectPath, sha(fs.readFileSync(t.storage.filePath(objectPath)!)));
  const counts = await executeRows(
    t.handle.db,
    sql`select (select count(*)::int from items) as items, (select count(*)::int from item_gallery) as gallery,
        (select count(*)::int from blog_posts) as posts, (select count(*)::int from blog_content_blocks) as blocks,
        (select count(*)::int from item_translations) as translations, (select count(*)::int from inquiries) as inquiries,
        (select string_agg(main_photo_url || hover_photo_url, ',' order by id) from items) as urls`,
  );
  return { t, photos, counts };
}

describe('seed photos from the shared cache', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-photo-cache-'));
  const open: TestDatabase[] = [];
  afterAll(async () => {
    for (const t of open) await t.cleanup();
    vi.unstubAllEnvs();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('gives the same rows and byte-identical photos as rendering them', { timeout: 180_000 }, async () => {
    const cold = await seedWithCache(cacheDir);
    open.push(cold.t);
    const cached = fs.readdirSync(cacheDir);
    expect(cached.length).toBeGreaterThan(60);
    expect(cached.every((name) => /^[0-9a-f]{32}\.jpg$/.test(name))).toBe(true);
    const mtimes = cached.map((name) => fs.statSync(path.join(cacheDir, name)).mtimeMs);

    const warm = await seedWithCache(cacheDir);
    open.push(warm.t);
    expect(warm.counts).toEqual(cold.counts);
    expect(warm.photos.size).toBe(cold.photos.size);
    expect(warm.photos).toEqual(cold.photos);
    // Read, not rendered again: the cache files were left as they were.
    expect(fs.readdirSync(cacheDir)).toEqual(cached);
    expect(cached.map((name) => fs.statSync(path.join(cacheDir, name)).mtimeMs)).toEqual(mtimes);
  });
});
