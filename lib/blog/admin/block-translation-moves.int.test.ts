import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withActor } from '@/lib/history/actor';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { getPostForEditor } from './admin-queries';
import { updatePost } from './mutations';
import { validatePostForm } from './schemas';

// Block translations are keyed by the English block's position: reordering or deleting English
// blocks in the editor moves or drops their translations with them.

let t: TestDatabase;
let postId: string;
const editor = { userId: 'u-1', email: 'editor@example.com' };

beforeEach(async () => {
  t = await createTestDatabase();
  postId = await insertTestPost(t.handle.db, {
    slug: 'why-boxes',
    blocks: [
      { type: 'heading', content: { content: 'Why boxes', level: 2 } },
      { type: 'text', content: { content: 'First' } },
      { type: 'text', content: { content: 'Second' } },
    ],
  });
  await t.handle.runner.query(
    `insert into blog_content_block_translations (blog_post_id, locale, sort_order, block_type, content) values
      ('${postId}', 'id', 0, 'heading', '{"content":"Mengapa"}'),
      ('${postId}', 'id', 1, 'text', '{"content":"Pertama"}'),
      ('${postId}', 'id', 2, 'text', '{"content":"Kedua"}')`,
  );
});
afterEach(async () => t.cleanup());

const translations = () =>
  t.handle.runner.query<{ sort_order: number; text: string }>(
    `select sort_order, content->>'content' as text from blog_content_block_translations where blog_post_id = '${postId}' order by 1`,
  );

describe('block translations follow their English blocks', () => {
  it('a swap moves them and a delete drops one, never onto a neighbour', async () => {
    const { form } = (await getPostForEditor(postId))!;
    const [heading, first, second] = form.blocks;
    const r = validatePostForm({ ...form, status: 'draft', blocks: [second!, first!] });
    if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
    await withActor(editor, () => updatePost(postId, r.data));
    expect(heading).toBeDefined();
    expect(await translations()).toEqual([
      { sort_order: 0, text: 'Kedua' },
      { sort_order: 1, text: 'Pertama' },
    ]);
  });
});
