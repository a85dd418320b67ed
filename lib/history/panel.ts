import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { blogCategories, blogTags, categories } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/routing';
import type { ItemSnapshot, PostSnapshot, RevisionEntity, RevisionRow } from './contract';
import { diffItems, diffPosts, shortChanges, type Change } from './diff';
import { listRevisions } from './revision-queries';

// What the History panel's actions (lib/blog/admin/actions.ts, lib/catalog/actions.ts) share: the
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

function withChanges(entity: RevisionEntity, rows: RevisionRow[]): HistoryEntry[] {
  return rows.map(({ snapshot, ...row }, index) => {
    const older = rows[index + 1]?.snapshot;
    const changes = !older
      ? null
      : entity.type === 'post'
        ? diffPosts(older as PostSnapshot, snapshot as PostSnapshot)
        : diffItems(older as ItemSnapshot, snapshot as ItemSnapshot);
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
  } else {
    for (const c of await db.select({ id: categories.id, name: categories.name }).from(categories)) names[String(c.id)] = c.name;
  }
  return { rows: withChanges(entity, rows), names };
}
