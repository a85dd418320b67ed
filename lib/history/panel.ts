import 'server-only';
import { getTranslations } from 'next-intl/server';
import { sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { blogCategories, blogTags, categories } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/routing';
import type { HomeSectionSnapshot, ItemSnapshot, PostSnapshot, RevisionEntity, RevisionRow, Snapshot } from './contract';
import { diffItems, diffPosts, shortChanges, type Change } from './diff';
import { diffHomeSections } from './home-diff';
import { listRevisions } from './revision-queries';

// What the History panel's actions (lib/blog/admin/actions.ts, lib/catalog/actions.ts, lib/home/actions.ts) share: the
// translator and the list with the names the diff shows instead of ids.

export type RevisionsTranslator = Awaited<ReturnType<typeof getTranslations<'revisions'>>>;

export async function revisionsTranslator(locale: AppLocale | undefined): Promise<RevisionsTranslator> {
  return locale ? getTranslations({ locale, namespace: 'revisions' }) : getTranslations('revisions');
}

/**
 * A version as the History panel shows it: its changes against the version before (null for the
 * oldest kept), computed here so the browser gets a few lines per version, not up to
 * REVISIONS_KEEP full copies of the post or item.
 */
export type HistoryEntry = Omit<RevisionRow, 'snapshot'> & { changes: Change[] | null };

/** Newest first; `names`: category/tag ids → names, for the diff. */
export type RevisionList = { rows: HistoryEntry[]; names: Record<string, string> };

function diffOf(entity: RevisionEntity, older: Snapshot, newer: Snapshot): Change[] {
  switch (entity.type) {
    case 'post':
      return diffPosts(older as PostSnapshot, newer as PostSnapshot);
    case 'item':
      return diffItems(older as ItemSnapshot, newer as ItemSnapshot);
    case 'home':
      return diffHomeSections(older as HomeSectionSnapshot, newer as HomeSectionSnapshot);
  }
}

function withChanges(entity: RevisionEntity, rows: RevisionRow[]): HistoryEntry[] {
  return rows.map(({ snapshot, ...row }, index) => {
    const older = rows[index + 1]?.snapshot;
    const changes = !older ? null : diffOf(entity, older, snapshot);
    return { ...row, changes: changes && shortChanges(changes) };
  });
}

export async function loadRevisionList(entity: RevisionEntity): Promise<RevisionList> {
  const db = await getDb();
  const rows = await listRevisions(db, entity);
  const names: Record<string, string> = {};
  if (entity.type === 'post') {
    const [cats, tags] = await Promise.all([
      db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories),
      db.select({ id: blogTags.id, name: blogTags.name }).from(blogTags),
    ]);
    for (const x of [...cats, ...tags]) names[x.id] = x.name;
    Object.assign(names, await goneTaxonomyNames(db, rows, names));
  } else if (entity.type === 'item') {
    for (const c of await db.select({ id: categories.id, name: categories.name }).from(categories)) names[String(c.id)] = c.name;
  }
  return { rows: withChanges(entity, rows), names };
}

/**
 * Names of blog categories and tags a version links that are deleted or merged away since: the
 * audit log kept them (a delete's target, a merge's `fromId`), so History reads "tag Eco removed"
 * rather than an id.
 */
async function goneTaxonomyNames(db: DbOrTx, rows: RevisionRow[], known: Record<string, string>): Promise<Record<string, string>> {
  const gone = new Set<string>();
  for (const { snapshot } of rows) {
    const s = snapshot as PostSnapshot;
    for (const id of [...(s.categoryIds ?? []), ...(s.tagIds ?? [])]) if (!(id in known)) gone.add(id);
  }
  if (gone.size === 0) return {};
  const ids = sql.join(
    [...gone].map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await executeRows<{ id: string; name: string | null }>(
    db,
    sql`select target_id as id, target_label as name from audit_log
        where action = 'taxonomy.delete' and target_type in ('blogCategory', 'blogTag') and target_id in (${ids})
      union all
      select detail->>'fromId' as id, detail->>'from' as name from audit_log
        where action = 'taxonomy.merge' and detail->>'fromId' in (${ids})`,
  );
  return Object.fromEntries(found.filter((r) => r.name).map((r) => [r.id, r.name!]));
}
