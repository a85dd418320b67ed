import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { executeRows } from '@/lib/db/rows';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from './query';
import { HITS_PER_BRANCH, searchSite, searchStatement, type SearchHit } from './search';

// What keeps a search cheap on a large catalogue, on the lane's engine (PGlite, or PostgreSQL with
// TEST_DATABASE=postgres): each way of matching stops at HITS_PER_BRANCH rows, the folded texts are
// stored columns kept by the database when a row is written, and the planner reads their trigram
// indexes instead of folding every row.

let t: TestDatabase;
const run = (text: string, params: unknown[] = []) => t.handle.runner.query<{ id: number }>(text, params);
const labelOf = (h: SearchHit) => (h.kind === 'product' ? h.name.value : h.title.value);
const GENERATED = 3000;

beforeAll(async () => {
  t = await createTestDatabase();
  // Names unlike each other (an md5 in each), so a long fragment is selective and its trigrams rare.
  await run(
    `insert into items (item_name, item_code)
     select 'Carton ' || lpad(g::text, 4, '0') || ' ' || md5(g::text), 'GEN-' || g from generate_series(1, $1::int) g`,
    [GENERATED],
  );
  // Statistics only, no vacuum: embedded PGlite never vacuums (the indexes are built without a pending list).
  await run('analyze items');
}, 120_000);
afterAll(async () => t?.cleanup());

describe('searchSite bounds', () => {
  it('stops each way of matching at HITS_PER_BRANCH rows: the total says "more than the pages show"', async () => {
    const first = await searchSite('carton', 'en', 1, t.handle.db);
    expect(HITS_PER_BRANCH).toBe(MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE + 1);
    expect(first.total).toBe(HITS_PER_BRANCH);
    expect(first.hits).toHaveLength(SEARCH_PAGE_SIZE);
    // Within the bounded hits the order is still A–Z, and the last page is full.
    const labels = first.hits.map(labelOf);
    expect(labels).toEqual([...labels].sort());
    const last = await searchSite('carton', 'en', MAX_SEARCH_PAGE, t.handle.db);
    expect(last.hits).toHaveLength(SEARCH_PAGE_SIZE);
    expect(last.total).toBe(HITS_PER_BRANCH);
  });

  it('keeps the stored folded text in step with every write (insert, rename, translation, post text)', async () => {
    const [row] = await run(`insert into items (item_name, item_code) values ('Crème Sleeve', 'SL-9') returning id::int as id`);
    expect((await searchSite('creme sleeve', 'en', 1, t.handle.db)).hits.map(labelOf)).toEqual(['Crème Sleeve']);
    await run(`update items set item_name = 'Écrin Tray' where id = $1`, [row!.id]);
    expect((await searchSite('creme sleeve', 'en', 1, t.handle.db)).total).toBe(0);
    expect((await searchSite('ECRIN', 'en', 1, t.handle.db)).hits.map(labelOf)).toEqual(['Écrin Tray']);
    await run(`insert into item_translations (item_id, locale, item_name) values ($1, 'zh-CN', '首饰托盘')`, [row!.id]);
    expect((await searchSite('托盘', 'zh-CN', 1, t.handle.db)).hits.map(labelOf)).toEqual(['首饰托盘']);
    await insertTestPost(t.handle.db, {
      slug: 'trays',
      title: 'About trays',
      blocks: [{ type: 'paragraph', content: { text: '<p>Velvet <em>inlays</em> hold jewellery.</p>' } }],
    });
    expect((await searchSite('jewellery', 'en', 1, t.handle.db)).hits.map(labelOf)).toEqual(['About trays']);
  });

  it('reads the trigram index of the stored name for a selective three-letter-or-longer word', async () => {
    const fragment = (await run(`select substr(md5('1234'), 1, 10) as id`))[0]!.id as unknown as string;
    const plan = await executeRows<Record<string, string>>(t.handle.db, sql`explain ${searchStatement(fragment, 'en', 1)}`);
    const text = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('items_search_name_trgm_idx');
    // No per-row fold of a product name or specification is left in the plan.
    expect(text).not.toMatch(/translate\((item_name|spec_value)/);
    expect((await searchSite(fragment, 'en', 1, t.handle.db)).hits.map(labelOf)).toEqual([expect.stringContaining(fragment)]);
  });
});
