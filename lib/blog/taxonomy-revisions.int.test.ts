import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { withActor } from '@/lib/history/actor';
import { diffPosts } from '@/lib/history/diff';
import type { PostSnapshot } from '@/lib/history/contract';
import { loadRevisionList } from '@/lib/history/panel';
import { listRevisions } from '@/lib/history/revision-queries';
import { restorePostRevision } from './admin/restore-post';
import { insertTestPost, insertTestTag } from './test-fixtures';
import { deleteTaxonomy, mergeTags } from './taxonomy';

// A tag delete or merge changes posts' links: each post it touches gets a revision in the same
// transaction, so its History shows the change and a restore can act on it (lane's engine).

let t: TestDatabase;
const owner = { userId: null, email: 'owner@example.com' };
let eco: string;
let green: string;
let a: string;
let b: string;
let c: string;

beforeEach(async () => {
  t = await createTestDatabase();
  eco = await insertTestTag(t.handle.db, 'Eco');
  green = await insertTestTag(t.handle.db, 'Green');
  a = await insertTestPost(t.handle.db, { slug: 'a', tagIds: [eco, green] });
  b = await insertTestPost(t.handle.db, { slug: 'b', tagIds: [eco] });
  c = await insertTestPost(t.handle.db, { slug: 'c', tagIds: [green] });
});
afterEach(async () => t.cleanup());

const history = (id: string) => listRevisions(t.handle.db, { type: 'post', id });
const tagsOf = async (id: string) => ((await history(id))[0]!.snapshot as PostSnapshot).tagIds;

describe('post revisions of blog taxonomy writes', () => {
  it('deleting a tag on two posts writes a baseline and a new revision for each, and none for the others', async () => {
    await withActor(owner, () => deleteTaxonomy('tag', eco));
    for (const id of [a, b]) {
      const rows = await history(id);
      expect(rows.map((r) => r.kind)).toEqual(['update', 'baseline']);
      expect(rows[0]!.authorEmail).toBe('owner@example.com');
      const changes = diffPosts(rows[1]!.snapshot as PostSnapshot, rows[0]!.snapshot as PostSnapshot);
      expect(changes).toContainEqual({ kind: 'set', field: 'tags', added: [], removed: [eco] });
    }
    expect(await tagsOf(a)).toEqual([green]);
    expect(await history(c)).toEqual([]);
  });

  it('merging writes each moved post a revision with the tag swapped', async () => {
    await withActor(owner, () => mergeTags(eco, green));
    expect(await tagsOf(a)).toEqual([green]);
    expect(await tagsOf(b)).toEqual([green]);
    const rows = await history(b);
    expect(diffPosts(rows[1]!.snapshot as PostSnapshot, rows[0]!.snapshot as PostSnapshot)).toContainEqual({
      kind: 'set',
      field: 'tags',
      added: [green],
      removed: [eco],
    });
    expect(await history(c)).toEqual([]);
  });

  it('restoring the version before a delete links its tags that still exist; the deleted one is reported as dropped', async () => {
    await deleteTaxonomy('tag', eco);
    const baseline = (await history(a)).at(-1)!;
    expect((baseline.snapshot as PostSnapshot).tagIds).toEqual([eco, green].sort());
    expect(await restorePostRevision(a, baseline.id)).toMatchObject({ ok: true, droppedTags: 1 });
    expect(await tagsOf(a)).toEqual([green]);
  });

  it('restoring the version before a merge takes the merged-into link off again (the old tag is gone)', async () => {
    await mergeTags(eco, green);
    const baseline = (await history(b)).at(-1)!;
    expect(await restorePostRevision(b, baseline.id)).toMatchObject({ ok: true, droppedTags: 1 });
    expect(await tagsOf(b)).toEqual([]);
    // The restore is itself a revision on top of the merge's.
    expect((await history(b)).map((r) => r.kind)).toEqual(['restore', 'update', 'baseline']);
  });

  it('History names the deleted and the merged-away tag, from the audit log', async () => {
    const gift = await insertTestTag(t.handle.db, 'Gift');
    await insertTestPost(t.handle.db, { slug: 'd', tagIds: [gift] });
    await mergeTags(eco, green);
    await deleteTaxonomy('tag', gift);
    const list = await loadRevisionList({ type: 'post', id: b });
    expect(list.names).toMatchObject({ [eco]: 'Eco', [green]: 'Green' });
    const d = (await t.handle.runner.query<{ id: string }>(`select id from blog_posts where slug = 'd'`))[0]!.id;
    expect((await loadRevisionList({ type: 'post', id: d })).names[gift]).toBe('Gift');
  });
});
