import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { ACTIVITY_PAGE_SIZE, parseActivityFilters } from './activity-filters';
import { knownActors, listActivity } from './activity-queries';
import { recordAudit } from './record';

// The activity page's query: newest first, each filter narrows, pages of ACTIVITY_PAGE_SIZE.

let t: TestDatabase;
const ana = { userId: 'a-1', email: 'ana@x.test' };
const budi = { userId: 'b-2', email: 'budi@x.test' };

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  // 60 item edits by Ana on 2026-11-20 (Jakarta), one a second (inserted with their time: the
  // trigger refuses to change `at` afterwards), then Budi's post publish and a failed sign-in now.
  await db.insert(auditLog).values(
    Array.from({ length: 60 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 20, 3, 0, i)),
      actorId: ana.userId,
      actorEmail: ana.email,
      action: 'item.update',
      targetType: 'item',
      targetId: String(i + 1),
      targetLabel: `Box ${i + 1}`,
    })),
  );
  await recordAudit(db, { action: 'post.publish', actor: budi, target: { type: 'post', id: 'p-9', label: 'Choosing a hardbox' } });
  await recordAudit(db, { action: 'auth.sign_in_failed', actor: { userId: null, email: 'mallory@x.test' }, detail: { ip: '10.0.0.1' } });
});
afterAll(async () => t?.cleanup());

const list = (query: string) => listActivity(parseActivityFilters(new URLSearchParams(query)));

describe('listActivity', () => {
  it('pages newest first', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 62, page: 1, totalPages: 2 });
    expect(first.rows).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.rows[0]?.action).toBe('auth.sign_in_failed');
    expect(first.rows[2]?.targetLabel).toBe('Box 60');
    const second = await list('page=2');
    expect(second.rows).toHaveLength(12);
    expect(second.rows.at(-1)?.targetLabel).toBe('Box 1');
    // Past the end: the last page, not an empty one.
    expect((await list('page=9')).page).toBe(2);
  });

  it('filters by who, verb, group, target type and target text', async () => {
    expect((await list('who=BUDI')).total).toBe(1);
    expect((await list('what=item.update')).total).toBe(60);
    expect((await list('what=auth')).rows.map((r) => r.actorEmail)).toEqual(['mallory@x.test']);
    expect((await list('type=post')).rows.map((r) => r.targetId)).toEqual(['p-9']);
    expect((await list('q=box 1')).total).toBe(11);
    expect((await list('q=p-9')).total).toBe(1);
    expect((await list('q=100%25')).total).toBe(0);
  });

  it('filters by a date range of days', async () => {
    expect((await list('from=2026-11-20&to=2026-11-20')).total).toBe(60);
    // Days are the office's (Asia/Jakarta): nothing before the 20th, the two recent entries after it.
    expect((await list('to=2026-11-19')).total).toBe(0);
    expect((await list('from=2026-11-21')).rows.map((r) => r.action)).toEqual(['auth.sign_in_failed', 'post.publish']);
    expect((await list('from=2000-01-01&to=2000-01-02')).total).toBe(0);
  });

  it('suggests the administrators seen in the log, not the e-mails of failed sign-ins', async () => {
    expect(await knownActors()).toEqual(['ana@x.test', 'budi@x.test']);
  });
});
