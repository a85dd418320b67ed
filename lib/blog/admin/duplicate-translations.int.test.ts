import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withActor } from '@/lib/history/actor';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { getPostCopyForEditor } from './admin-queries';
import { createPost } from './mutations';
import { validatePostForm } from './schemas';

// "Duplicate" then save: the copy carries the original's translations, each slug made unique in
// its locale, and only the block translations whose English block the copy kept unchanged.

let t: TestDatabase;
let source: string;
const editor = { userId: 'u-1', email: 'editor@example.com' };

beforeEach(async () => {
  t = await createTestDatabase();
  source = await insertTestPost(t.handle.db, {
    slug: 'why-boxes',
    title: 'Why boxes',
    blocks: [
      { type: 'heading', content: { content: 'Why boxes', level: 2 } },
      { type: 'text', content: { content: 'Rigid boxes last.' } },
    ],
  });
  const other = await insertTestPost(t.handle.db, { slug: 'other' });
  await t.handle.runner.query(
    `insert into blog_post_translations (blog_post_id, locale, title, slug, excerpt) values
      ('${source}', 'id', 'Mengapa kotak', 'mengapa-kotak', 'Ringkasan'),
      ('${source}', 'zh-CN', '为什么用盒子', 'weishenme-hezi', null),
      ('${other}', 'id', 'Lain', 'mengapa-kotak-copy', null)`,
  );
  await t.handle.runner.query(
    `insert into blog_content_block_translations (blog_post_id, locale, sort_order, block_type, content) values
      ('${source}', 'id', 0, 'heading', '{"content":"Mengapa kotak"}'),
      ('${source}', 'id', 1, 'text', '{"content":"Kotak kaku awet."}'),
      ('${source}', 'zh-CN', 0, 'heading', '{"content":"为什么用盒子"}')`,
  );
});
afterEach(async () => t.cleanup());

async function duplicate(editBody: boolean) {
  const copy = (await getPostCopyForEditor(source))!;
  if (editBody) copy.blocks[1] = { ...copy.blocks[1]!, content: { content: 'Changed in the copy.' } };
  const r = validatePostForm({ ...copy, status: 'draft' });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  const saved = await withActor(editor, () => createPost(r.data, undefined, { duplicateOf: source }));
  const q = (sql: string) => t.handle.runner.query<Record<string, unknown>>(sql);
  return {
    rows: await q(`select locale, title, slug, excerpt from blog_post_translations where blog_post_id = '${saved.id}' order by locale`),
    blocks: await q(
      `select locale, sort_order, content from blog_content_block_translations where blog_post_id = '${saved.id}' order by 1, 2`,
    ),
  };
}

describe('duplicate post with translations', () => {
  it('copies every locale with a slug unique in that locale', async () => {
    const { rows, blocks } = await duplicate(false);
    expect(rows).toEqual([
      { locale: 'id', title: 'Mengapa kotak', slug: 'mengapa-kotak-copy-2', excerpt: 'Ringkasan' },
      { locale: 'zh-CN', title: '为什么用盒子', slug: 'weishenme-hezi-copy', excerpt: null },
    ]);
    expect(blocks.map((b) => [b.locale, b.sort_order])).toEqual([
      ['id', 0],
      ['id', 1],
      ['zh-CN', 0],
    ]);
  });

  it('drops the translation of a block the copy changed before its first save', async () => {
    const { blocks } = await duplicate(true);
    expect(blocks.map((b) => [b.locale, b.sort_order])).toEqual([
      ['id', 0],
      ['zh-CN', 0],
    ]);
  });
});
