import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { blogCategories, blogTags, categories } from '@/lib/db/schema';
import type { ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import type { RevisionEntity, RevisionRow } from './contract';
import { listRevisions } from './queries';

// What the History panel's actions (lib/blog/admin/actions.ts, lib/catalog/actions.ts) share: the
// translator, the result shapes and the list with the names the diff shows instead of ids.

export type RevisionsTranslator = Awaited<ReturnType<typeof getTranslations<'revisions'>>>;

export async function revisionsTranslator(locale: AppLocale | undefined): Promise<RevisionsTranslator> {
  return locale ? getTranslations({ locale, namespace: 'revisions' }) : getTranslations('revisions');
}

/** Newest first; `names`: category/tag ids → names, for the diff. */
export type RevisionList = { rows: RevisionRow[]; names: Record<string, string> };
export type RevisionListResult = ActionResult<RevisionList>;
export type RestoreResult = ActionResult<{ slug?: string }>;

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
  return { rows, names };
}
