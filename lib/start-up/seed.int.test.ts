import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import type { StoragePort } from '@/lib/storage';
import { executeRows } from '@/lib/db/rows';
import { seedDemoContentIfEmpty } from './seed';

async function rows<T>(t: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return executeRows<T>(t.handle.db, query);
}

describe('seedDemoContentIfEmpty', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    await t?.cleanup();
  });

  it('seeds the catalogue and blog with every block type and option, then is a no-op', async () => {
    const first = await seedDemoContentIfEmpty(t.handle, t.storage);
    expect(first.seeded).toBe(true);
    console.log(`seed took ${first.ms} ms for ${first.photos} photos (${t.lane})`);

    const perCategory = await rows<{ category_id: number; n: number }>(
      t,
      sql`select category_id, count(*)::int as n from items group by category_id`,
    );
    const count = (id: number) => perCategory.find((r) => Number(r.category_id) === id)?.n ?? 0;
    expect(count(6)).toBeGreaterThan(8);
    expect(count(5)).toBeGreaterThan(8);
    expect(count(42)).toBeGreaterThan(8);
    expect(perCategory.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(30);
    const names = await rows<{ id: number; name: string }>(t, sql`select id, name from categories order by id`);
    expect(names.map((r) => [Number(r.id), r.name])).toEqual(
      expect.arrayContaining([
        [6, 'Hardbox'],
        [5, 'Softbox'],
        [42, 'Paper Bag'],
      ]),
    );
    // The identity sequences were moved past the explicit ids.
    const [cat] = await rows<{ id: number }>(t, sql`insert into categories (name) values ('New') returning id`);
    expect(Number(cat?.id)).toBeGreaterThan(42);

    const status = await rows<{ status: string; featured: boolean; n: number; no_date: number }>(
      t,
      sql`select status, is_featured as featured, count(*)::int as n, count(*) filter (where published_at is null)::int as no_date from blog_posts group by status, is_featured`,
    );
    const sum = (f: (r: (typeof status)[number]) => boolean) => status.filter(f).reduce((s, r) => s + r.n, 0);
    expect(sum((r) => r.status === 'published')).toBeGreaterThanOrEqual(15);
    expect(sum((r) => r.status === 'draft')).toBeGreaterThanOrEqual(2);
    expect(status.filter((r) => r.status === 'draft').every((r) => r.no_date === r.n)).toBe(true);
    expect(sum((r) => r.status === 'archived')).toBe(1);
    expect(sum((r) => r.status === 'published' && r.featured)).toBeGreaterThanOrEqual(1);

    const blocks = await rows<{ block_type: string; content: Record<string, unknown> }>(
      t,
      sql`select b.block_type, b.content from blog_content_blocks b join blog_posts p on p.id = b.blog_post_id where p.status = 'published'`,
    );
    const values = (type: string, field: string) => new Set(blocks.filter((b) => b.block_type === type).map((b) => b.content[field]));
    expect(new Set(blocks.map((b) => b.block_type))).toEqual(new Set(['text', 'heading', 'image', 'list', 'quote', 'divider', 'cta']));
    expect(values('text', 'fontSize')).toEqual(new Set(['small', 'normal', 'large']));
    expect(values('text', 'alignment')).toEqual(new Set(['left', 'center', 'right']));
    expect(values('heading', 'level')).toEqual(new Set([1, 2, 3, 4]));
    expect(values('heading', 'alignment')).toEqual(new Set(['left', 'center', 'right']));
    expect(values('image', 'alignment')).toEqual(new Set(['left', 'center', 'right']));
    expect(values('image', 'width')).toEqual(new Set(['small', 'medium', 'large', 'full']));
    expect(values('list', 'listType')).toEqual(new Set(['bullet', 'numbered', 'checklist']));
    expect(blocks.filter((b) => b.block_type === 'list').every((b) => Array.isArray(b.content.items))).toBe(true);
    expect(values('quote', 'style')).toEqual(new Set(['bordered', 'background', 'minimal']));
    expect(values('quote', 'author').has('')).toBe(true);
    expect(values('divider', 'style')).toEqual(new Set(['solid', 'dashed', 'dotted']));
    expect(values('divider', 'color').has('#E5E7EB')).toBe(true);
    expect(values('cta', 'style')).toEqual(new Set(['primary', 'secondary', 'gradient']));
    expect(values('cta', 'buttonText').has('')).toBe(true);

    // Demo inquiries in every status but one, three languages, exactly one unread, lines
    // pointing at seeded products (their snapshot matches the item) and one whose product is gone.
    const inquiries = await rows<{ status: string; locale: string; unread: boolean }>(
      t,
      sql`select status, locale, read_at is null as unread from inquiries`,
    );
    expect(inquiries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(inquiries.map((q) => q.locale))).toEqual(new Set(['en', 'id', 'zh-CN']));
    expect(new Set(inquiries.map((q) => q.status)).size).toBeGreaterThanOrEqual(3);
    expect(inquiries.filter((q) => q.unread)).toHaveLength(1);
    const lines = await rows<{ item_id: number | null; item_name: string; name: string | null; item_code: string; code: string | null }>(
      t,
      sql`select l.item_id, l.item_name, i.item_name as name, l.item_code, i.item_code as code from inquiry_lines l left join items i on i.id = l.item_id`,
    );
    const linked = lines.filter((l) => l.item_id !== null);
    expect(linked.length).toBeGreaterThanOrEqual(4);
    for (const l of linked) expect([l.item_name, l.item_code]).toEqual([l.name, l.code]);
    expect(lines.some((l) => l.item_id === null)).toBe(true);

    const urls = await rows<{ url: string }>(
      t,
      sql`select main_photo_url as url from items union all select hover_photo_url from items
          union all select photo_url from item_gallery union all select featured_image_url from blog_posts where featured_image_url is not null`,
    );
    expect(urls.length).toBeGreaterThan(60);
    for (const { url } of urls) {
      const objectPath = t.storage.objectPathFromUrl(url);
      expect(objectPath, url).toBeTruthy();
      const file = t.storage.filePath(objectPath!);
      expect(fs.readFileSync(file!).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // JPEG
    }

    const filesBefore = await t.storage.list();
    const second = await seedDemoContentIfEmpty(t.handle, t.storage);
    expect(second.seeded).toBe(false);
    expect(await t.storage.list()).toEqual(filesBefore);
  });

  it('seeds an emptied catalogue again and keeps the demo inquiries that are still there', async () => {
    await seedDemoContentIfEmpty(t.handle, t.storage);
    await t.handle.db.execute(sql`update inquiries set status = 'lost'`);
    for (const table of ['blog_posts', 'blog_categories', 'blog_tags', 'items', 'categories']) {
      await t.handle.db.execute(sql.raw(`delete from ${table}`));
    }
    expect((await seedDemoContentIfEmpty(t.handle, t.storage)).seeded).toBe(true);
    const [kept] = await rows<{ n: number; lost: number; lines: number }>(
      t,
      sql`select count(*)::int as n, count(*) filter (where status = 'lost')::int as lost, (select count(*)::int from inquiry_lines) as lines from inquiries`,
    );
    expect(kept!.n).toBe(kept!.lost);
    expect(kept!.n).toBeGreaterThanOrEqual(3);
    expect(kept!.lines).toBeGreaterThanOrEqual(kept!.n);
  });

  it('leaves no rows and no files when the seed fails part-way', async () => {
    let uploads = 0;
    const failing: StoragePort = {
      ...t.storage,
      async upload(p, body, type) {
        if (++uploads > 10) throw new Error('disk full');
        await t.storage.upload(p, body, type);
      },
    };
    await expect(seedDemoContentIfEmpty(t.handle, failing)).rejects.toThrow('disk full');
    expect(await t.storage.list()).toEqual([]);

    // A failure inside the transaction (after every upload) also rolls back and removes the files.
    await t.handle.db.execute(sql`create table if not exists seed_probe (x int)`);
    await t.handle.db.execute(
      sql`create or replace function seed_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
    );
    await t.handle.db.execute(
      sql`create trigger seed_fail_trigger before insert on blog_post_tags for each row execute function seed_fail()`,
    );
    await expect(seedDemoContentIfEmpty(t.handle, t.storage)).rejects.toThrow();
    const [left] = await rows<{ n: number }>(
      t,
      sql`select ((select count(*) from categories) + (select count(*) from items) + (select count(*) from blog_posts) + (select count(*) from blog_categories))::int as n`,
    );
    expect(left?.n).toBe(0);
    expect(await t.storage.list()).toEqual([]);
  });
});
