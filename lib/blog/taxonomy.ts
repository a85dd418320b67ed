import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { keepBaseline, recordAudit, recordRevision } from '@/lib/history/record';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import type { TaxonomyForm, TaxonomyKind } from './taxonomy-schema';

// Blog category and tag writes (the admin's categories-and-tags screen). One transaction per write
// with its audit entry. Deleting detaches the posts (the link rows cascade); merging moves one
// tag's posts onto another and deletes it. Each write returns the English slugs of the posts it
// touched, so the caller refreshes exactly those articles and the lists. A delete or merge changes
// the posts' links, so each post it touches gets a revision in the same transaction (its History
// shows the tag gone or swapped like any edit, and a restore can bring the link back).

const TABLES = {
  category: {
    table: sql.raw('blog_categories'),
    links: sql.raw('blog_post_categories'),
    key: sql.raw('category_id'),
    tr: sql.raw('blog_category_translations'),
  },
  tag: { table: sql.raw('blog_tags'), links: sql.raw('blog_post_tags'), key: sql.raw('tag_id'), tr: sql.raw('blog_tag_translations') },
} as const;
const TARGET = { category: 'blogCategory', tag: 'blogTag' } as const;

async function postSlugs(tx: DbOrTx, kind: TaxonomyKind, id: string): Promise<string[]> {
  const { links, key } = TABLES[kind];
  const list = await executeRows<{ slug: string }>(
    tx,
    sql`select p.slug from blog_posts p join ${links} l on l.blog_post_id = p.id where l.${key} = ${id} order by p.slug`,
  );
  return list.map((r) => r.slug);
}

async function linkedPostIds(tx: DbOrTx, kind: TaxonomyKind, id: string): Promise<string[]> {
  const { links, key } = TABLES[kind];
  const list = await executeRows<{ id: string }>(tx, sql`select blog_post_id as id from ${links} where ${key} = ${id} order by 1`);
  return list.map((r) => r.id);
}

/** Runs a link change on posts: their before-state kept (when they have no revision yet), then each new state recorded. */
async function withPostRevisions(tx: DbOrTx, postIds: string[], change: () => Promise<void>): Promise<void> {
  for (const id of postIds) await keepBaseline(tx, { type: 'post', id });
  await change();
  for (const id of postIds) await recordRevision(tx, { type: 'post', id }, 'update');
}

async function slugTaken(tx: DbOrTx, kind: TaxonomyKind, slug: string, exceptId: string | null): Promise<boolean> {
  const except: SQL = exceptId ? sql`and id <> ${exceptId}` : sql``;
  const [row] = await executeRows(tx, sql`select 1 from ${TABLES[kind].table} where slug = ${slug} ${except}`);
  return row !== undefined;
}

async function writeTranslations(tx: DbOrTx, kind: TaxonomyKind, id: string, form: TaxonomyForm): Promise<void> {
  const { tr, key } = TABLES[kind];
  for (const [locale, name] of [
    ['id', form.nameId],
    ['zh-CN', form.nameZh],
  ] as const) {
    if (name === '') await tx.execute(sql`delete from ${tr} where ${key} = ${id} and locale = ${locale}`);
    else
      await tx.execute(sql`insert into ${tr} (${key}, locale, name) values (${id}, ${locale}, ${name})
        on conflict (${key}, locale) do update set name = excluded.name`);
  }
}

type Row = { id: string; name: string; slug: string; color?: string; name_id: string | null; name_zh: string | null };
async function readRow(tx: DbOrTx, kind: TaxonomyKind, id: string): Promise<Row | undefined> {
  const { table, tr, key } = TABLES[kind];
  const color = kind === 'category' ? sql`, t.color` : sql``;
  const [row] = await executeRows<Row>(
    tx,
    sql`select t.id, t.name, t.slug ${color},
      (select x.name from ${tr} x where x.${key} = t.id and x.locale = 'id') as name_id,
      (select x.name from ${tr} x where x.${key} = t.id and x.locale = 'zh-CN') as name_zh
      from ${table} t where t.id = ${id} for update of t`,
  );
  return row;
}

export type SaveTaxonomyResult = { status: 'saved'; id: string; postSlugs: string[] } | { status: 'notFound' } | { status: 'slugTaken' };

/** Creates (form.id null) or updates one category or tag: names, slug and, for a category, colour. */
export async function saveTaxonomy(form: TaxonomyForm): Promise<SaveTaxonomyResult> {
  const db = await getDb();
  const { kind } = form;
  const { table } = TABLES[kind];
  const color = kind === 'category' ? (form.color ?? '#3B82F6') : null;
  return db.transaction(async (tx) => {
    const before = form.id ? await readRow(tx, kind, form.id) : undefined;
    if (form.id && !before) return { status: 'notFound' } as const;
    if (await slugTaken(tx, kind, form.slug, form.id)) return { status: 'slugTaken' } as const;
    let id = form.id;
    if (!id) {
      const [row] = await executeRows<{ id: string }>(
        tx,
        kind === 'category'
          ? sql`insert into blog_categories (name, slug, color) values (${form.name}, ${form.slug}, ${color}) returning id`
          : sql`insert into blog_tags (name, slug) values (${form.name}, ${form.slug}) returning id`,
      );
      id = row!.id;
    } else {
      const setColor = kind === 'category' ? sql`, color = ${color}` : sql``;
      await tx.execute(sql`update ${table} set name = ${form.name}, slug = ${form.slug} ${setColor} where id = ${id}`);
    }
    await writeTranslations(tx, kind, id, form);
    const after = { name: form.name, slug: form.slug, color, nameId: form.nameId || null, nameZh: form.nameZh || null };
    const previous = {
      name: before?.name ?? null,
      slug: before?.slug ?? null,
      color: before?.color ?? null,
      nameId: before?.name_id ?? null,
      nameZh: before?.name_zh ?? null,
    };
    const changes: Record<string, [unknown, unknown]> = {};
    for (const field of Object.keys(after) as (keyof typeof after)[]) {
      if (kind === 'tag' && field === 'color') continue;
      if (previous[field] !== after[field]) changes[field] = [previous[field], after[field]];
    }
    await recordAudit(tx, {
      action: before ? 'taxonomy.update' : 'taxonomy.create',
      target: { type: TARGET[kind], id, label: form.name },
      changes,
    });
    return { status: 'saved', id, postSlugs: before ? await postSlugs(tx, kind, id) : [] } as const;
  });
}

export type DeleteTaxonomyResult = { status: 'deleted'; detached: number; postSlugs: string[] } | { status: 'notFound' };

/** Deletes a category or tag; its posts lose it (their other categories and tags stay). */
export async function deleteTaxonomy(kind: TaxonomyKind, id: string): Promise<DeleteTaxonomyResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await readRow(tx, kind, id);
    if (!row) return { status: 'notFound' } as const;
    const slugs = await postSlugs(tx, kind, id);
    await withPostRevisions(tx, await linkedPostIds(tx, kind, id), async () => {
      await tx.execute(sql`delete from ${TABLES[kind].table} where id = ${id}`);
    });
    await recordAudit(tx, {
      action: 'taxonomy.delete',
      target: { type: TARGET[kind], id, label: row.name },
      detail: { detached: slugs.length },
    });
    return { status: 'deleted', detached: slugs.length, postSlugs: slugs } as const;
  });
}

export type MergeTagsResult = { status: 'merged'; moved: number; postSlugs: string[] } | { status: 'notFound' };

/** Every post tagged `from` gets `into` (once), then `from` is deleted with its translations. */
export async function mergeTags(from: string, into: string): Promise<MergeTagsResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locked in a fixed order, so two opposite merges at once wait instead of deadlocking.
    const [first, second] = [from, into].sort();
    const a = await readRow(tx, 'tag', first!);
    const b = await readRow(tx, 'tag', second!);
    if (!a || !b) return { status: 'notFound' } as const;
    const [source, target] = a.id === from ? [a, b] : [b, a];
    const slugs = await postSlugs(tx, 'tag', from);
    await withPostRevisions(tx, await linkedPostIds(tx, 'tag', from), async () => {
      await tx.execute(sql`insert into blog_post_tags (blog_post_id, tag_id)
        select blog_post_id, ${into} from blog_post_tags where tag_id = ${from} on conflict do nothing`);
      await tx.execute(sql`delete from blog_tags where id = ${from}`);
    });
    await recordAudit(tx, {
      action: 'taxonomy.merge',
      target: { type: 'blogTag', id: into, label: target.name },
      detail: { from: source.name, fromId: source.id, fromSlug: source.slug, into: target.name, posts: slugs.length },
    });
    return { status: 'merged', moved: slugs.length, postSlugs: slugs } as const;
  });
}
