import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTranslationCompleteness } from '@/lib/catalog/translations/queries';
import { seedDemoContent } from '@/lib/start-up/seed';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { loadOverviewCounts, loadTranslationGaps, translationGapsOf } from './overview';

// The admin overview's figures on the demo database, checked against plain counts of the same rows.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.handle, t.storage);
  await t.handle.runner.query(`delete from inquiries`);
  await t.handle.runner.query(
    `insert into inquiries (reference, status, locale, name, email, consent_at) values
      ('Q-1', 'new', 'en', 'A', 'a@example.com', now()), ('Q-2', 'new', 'id', 'B', 'b@example.com', now()), ('Q-3', 'quoted', 'en', 'C', 'c@example.com', now())`,
  );
});
afterAll(async () => t?.cleanup());

const count = async (query: string) => Number((await t.handle.runner.query<{ n: string | number }>(query))[0]!.n);

describe('admin overview counts', () => {
  it('counts new inquiries, drafts and only scheduled posts whose time is still to come', async () => {
    const posts = await t.handle.runner.query<{ id: string }>('select id from blog_posts order by id limit 3');
    expect(posts.length).toBe(3);
    const now = new Date('2030-01-01T00:00:00Z');
    // One post waits for a future time, one's time has passed (the site already shows it), one is a draft.
    await t.handle.runner.query(
      `update blog_posts set status = 'scheduled', published_at = '2030-02-01T00:00:00Z' where id = '${posts[0]!.id}'`,
    );
    await t.handle.runner.query(
      `update blog_posts set status = 'scheduled', published_at = '2029-12-01T00:00:00Z' where id = '${posts[1]!.id}'`,
    );
    await t.handle.runner.query(`update blog_posts set status = 'draft' where id = '${posts[2]!.id}'`);

    const counts = await loadOverviewCounts({ includeBlog: true, now });
    expect(counts.newInquiries).toBe(2);
    // "Not opened yet" is the sidebar's figure (read_at), shown beside "new" (status).
    expect(counts.unreadInquiries).toBe(await count(`select count(*) as n from inquiries where read_at is null`));
    expect(counts.draftPosts).toBe(await count(`select count(*) as n from blog_posts where status = 'draft'`));
    expect(counts.draftPosts).toBeGreaterThan(0);
    expect(counts.scheduledPosts).toBe(1);
  });

  it('leaves the blog out for an administrator who may not open it', async () => {
    const counts = await loadOverviewCounts({ includeBlog: false });
    expect(counts.draftPosts).toBeNull();
    expect(counts.scheduledPosts).toBeNull();
    expect(counts.newInquiries).toBe(2);
  });

  it('counts, per language, the products the item list shows under ?missing=', async () => {
    const gaps = await loadTranslationGaps();
    const completeness = [...(await listTranslationCompleteness()).values()];
    for (const locale of ['id', 'zh-CN'] as const) {
      const expected = completeness.filter((c) => c[locale].done < c[locale].total).length;
      expect(gaps[locale].missing, locale).toBe(expected);
    }
    // The demo catalogue is deliberately not fully translated: the card has something to show.
    expect(gaps.id.missing + gaps['zh-CN'].missing).toBeGreaterThan(0);
    expect(gaps['zh-CN'].missing).toBeLessThan(completeness.length);
  });
});

describe('translationGapsOf', () => {
  it('counts a product once per language it lacks words in; a product English leaves empty is not missing', () => {
    const gaps = translationGapsOf([
      { id: { done: 2, total: 4, outdated: 0 }, 'zh-CN': { done: 4, total: 4, outdated: 0 } },
      { id: { done: 0, total: 2, outdated: 0 }, 'zh-CN': { done: 1, total: 2, outdated: 0 } },
      { id: { done: 0, total: 0, outdated: 0 }, 'zh-CN': { done: 0, total: 0, outdated: 0 } },
    ]);
    expect(gaps).toEqual({ id: { missing: 2, outdated: 0 }, 'zh-CN': { missing: 1, outdated: 0 } });
  });

  it('counts a product whose English changed after it was translated as outdated in that language', () => {
    const gaps = translationGapsOf([
      { id: { done: 3, total: 4, outdated: 1 }, 'zh-CN': { done: 4, total: 4, outdated: 0 } },
      { id: { done: 4, total: 4, outdated: 0 }, 'zh-CN': { done: 2, total: 4, outdated: 2 } },
    ]);
    expect(gaps.id.outdated).toBe(1);
    expect(gaps['zh-CN'].outdated).toBe(1);
  });
});
