import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogTagTranslations } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { selectTagPage } from './tag-reads';
import { insertTestPost, insertTestTag } from './test-fixtures';

// A tag's public page on the real database: the tag in the page's language (with the English
// fallback marked) and its posts as the public sees them at `now`, newest first.

let t: TestDatabase;
const now = new Date('2026-06-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  const eco = await insertTestTag(db, 'Eco Friendly');
  const box = await insertTestTag(db, 'Box');
  await insertTestTag(db, 'Unused');
  await db.insert(blogTagTranslations).values({ tagId: eco, locale: 'zh-CN', name: '环保' });
  await insertTestPost(db, { slug: 'older-eco', publishedAt: new Date('2026-01-02T00:00:00Z'), tagIds: [eco] });
  await insertTestPost(db, { slug: 'newer-eco', publishedAt: new Date('2026-03-02T00:00:00Z'), tagIds: [eco, box] });
  await insertTestPost(db, { slug: 'only-box', publishedAt: new Date('2026-02-02T00:00:00Z'), tagIds: [box] });
  await insertTestPost(db, { slug: 'draft-eco', status: 'draft', publishedAt: null, tagIds: [eco] });
  await insertTestPost(db, { slug: 'scheduled-eco', status: 'scheduled', publishedAt: new Date('2026-09-01T00:00:00Z'), tagIds: [eco] });
});

afterAll(async () => {
  await t?.cleanup();
});

describe('a tag page', () => {
  it("lists the tag's published posts, newest first, without drafts or posts still to come", async () => {
    const page = await selectTagPage(t.handle.db, 'eco-friendly', now, 'en');
    expect(page?.tag).toMatchObject({ name: 'Eco Friendly', slug: 'eco-friendly' });
    expect(page?.tag.lang).toBeUndefined();
    expect(page?.posts.map((p) => p.slug)).toEqual(['newer-eco', 'older-eco']);
    // Once its time has come, the scheduled post is on the page too.
    const later = await selectTagPage(t.handle.db, 'eco-friendly', new Date('2026-10-01T00:00:00Z'), 'en');
    expect(later?.posts.map((p) => p.slug)).toEqual(['scheduled-eco', 'newer-eco', 'older-eco']);
  });

  it("names the tag in the page's language, and marks the English name where it has none", async () => {
    expect((await selectTagPage(t.handle.db, 'eco-friendly', now, 'zh-CN'))?.tag).toMatchObject({ name: '环保' });
    const id = await selectTagPage(t.handle.db, 'eco-friendly', now, 'id');
    expect(id?.tag).toMatchObject({ name: 'Eco Friendly', lang: 'en' });
  });

  it('is null for an unknown slug, and empty for a tag no published post carries', async () => {
    expect(await selectTagPage(t.handle.db, 'no-such-tag', now, 'en')).toBeNull();
    expect((await selectTagPage(t.handle.db, 'unused', now, 'en'))?.posts).toEqual([]);
  });
});
