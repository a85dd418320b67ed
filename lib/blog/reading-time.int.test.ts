// @engine-independent: reading time from stored text
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { blogContentBlockTranslations, blogPostTranslations } from '@/lib/db/schema';
import { selectPublishedPostBySlug } from './post-reads';
import { insertTestPost } from './test-fixtures';

// The public article's reading time in each language, read from the database: a Chinese
// translation of 1,200 characters reads in 3 minutes (400 characters a minute), its short
// English original in 1.

let t: TestDatabase;
const now = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  const id = await insertTestPost(t.handle.db, {
    slug: 'why-boxes',
    blocks: [{ type: 'text', content: { content: 'Short English text.' } }],
  });
  await t.handle.db.insert(blogPostTranslations).values({ blogPostId: id, locale: 'zh-CN', title: '为什么用盒子', slug: 'weishenme-hezi' });
  await t.handle.db.insert(blogContentBlockTranslations).values({
    blogPostId: id,
    locale: 'zh-CN',
    sortOrder: 0,
    blockType: 'text',
    content: { content: '磁吸礼盒，包装纸袋。'.repeat(150) },
  });
});
afterAll(async () => t?.cleanup());

describe('reading time of a stored article', () => {
  it('counts the Chinese version by character', async () => {
    const zh = await selectPublishedPostBySlug(t.handle.db, 'why-boxes', now, 'zh-CN');
    expect(zh).toMatchObject({ wordCount: 1200, readingMinutes: 3 });
    const en = await selectPublishedPostBySlug(t.handle.db, 'why-boxes', now, 'en');
    expect(en).toMatchObject({ wordCount: 3, readingMinutes: 1 });
  });
});
