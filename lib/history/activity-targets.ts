import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { activityLink, linkedTargetKey, type LinkedTarget } from './activity-links';

// Which of a page's Activity targets still exist: one query per kind of target on the page (at
// most six, on a page of at most ACTIVITY_PAGE_SIZE rows), so a deleted row gets no link.

const TABLES: Record<LinkedTarget['kind'], string> = {
  item: 'items',
  post: 'blog_posts',
  inquiry: 'inquiries',
  category: 'categories',
  blogCategory: 'blog_categories',
  blogTag: 'blog_tags',
};

type Row = { action: string; targetType: string | null; targetId: string | null };

/** The keys (`linkedTargetKey`) of the rows' targets that are still in the database. */
export async function existingTargets(rows: readonly Row[], db?: DbOrTx): Promise<Set<string>> {
  const wanted = new Map<LinkedTarget['kind'], Set<string>>();
  for (const row of rows) {
    const target = activityLink(row)?.mustExist;
    if (!target || target.id === '') continue;
    wanted.set(target.kind, (wanted.get(target.kind) ?? new Set()).add(target.id));
  }
  if (wanted.size === 0) return new Set();
  const handle = db ?? (await getDb());
  const found = await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      // Ids are compared as text: the log stores every kind's id as text (numbers and uuids alike).
      const list = sql.join(
        [...ids].map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = await executeRows<{ id: string }>(
        handle,
        sql`select id::text as id from ${sql.raw(TABLES[kind])} where id::text in (${list})`,
      );
      return rows.map((r) => linkedTargetKey({ kind, id: r.id }));
    }),
  );
  return new Set(found.flat());
}
