import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertTestPost, insertTestTag } from '@/lib/blog/test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { existingTargets } from './activity-targets';

// The Activity page links a target only while it exists: the check on the lane's engine, for
// numeric ids (items, categories) and uuids (posts, tags) stored as text in the log.

let t: TestDatabase;
const q = (text: string) => t.handle.runner.query(text);

beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => t.cleanup());

describe('activity targets that still exist', () => {
  it('finds the live targets of a page and leaves out deleted ones and ids that are no number', async () => {
    await q(`insert into categories (id, name) overriding system value values (6, 'Hardbox')`);
    await q(`insert into items (id, item_name, category_id) overriding system value values (1, 'Rigid box', 6)`);
    const post = await insertTestPost(t.handle.db, { slug: 'a' });
    const tag = await insertTestTag(t.handle.db, 'Eco');
    const rows = [
      { action: 'item.update', targetType: 'item', targetId: '1' },
      { action: 'item.update', targetType: 'item', targetId: '2' },
      { action: 'item.update', targetType: 'item', targetId: 'x' },
      { action: 'category.update', targetType: 'category', targetId: '6' },
      { action: 'post.update', targetType: 'post', targetId: post },
      { action: 'post.update', targetType: 'post', targetId: '00000000-0000-4000-8000-000000000000' },
      { action: 'taxonomy.update', targetType: 'blogTag', targetId: tag },
      { action: 'inquiry.note', targetType: 'inquiry', targetId: '9' },
      { action: 'team.add', targetType: 'account', targetId: 'u-1' },
    ];
    expect([...(await existingTargets(rows, t.handle.db))].sort()).toEqual(
      ['blogTag:' + tag, 'category:6', 'item:1', 'post:' + post].sort(),
    );
    await q(`delete from items where id = 1`);
    expect(await existingTargets(rows, t.handle.db)).not.toContain('item:1');
    expect(await existingTargets([], t.handle.db)).toEqual(new Set());
  });
});
