import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { SLUG_PATTERN, SLUG_MAX } from '@/lib/html/slug';
import { LOCALES, type AppLocale } from '@/lib/i18n/routing';
import { categoryPath, productPath } from '@/lib/seo/catalog-paths';
import { deriveSlug, suffixedSlug, type SlugKind } from './slug-rules';

// The slug store: each product and category has one current slug per locale (item_slugs,
// category_slugs; migration 0021) and keeps the ones it had before. A slug is made once, from the
// name in that locale (English when the locale has none), and then stays when the name changes, so
// shared links keep their words; the admin may type one or ask for a new one from the name, and the
// old slug stays reserved to the page (any slug but the current one answers 308). Unique per
// locale: a taken slug gets `-2`, `-3`, …

export type { SlugKind };
export type Slugs = Record<AppLocale, string>;
/** What a save asks for: a typed slug per locale, and the locales whose slug is made anew from the name. */
export type SlugRequest = { set?: Partial<Record<AppLocale, string>>; regenerate?: readonly AppLocale[] };
/** A slug that changed: the caller refreshes the old and the new page. */
export type SlugChange = { locale: AppLocale; from: string | null; to: string };

const TABLES = {
  item: {
    slugs: sql.raw('item_slugs'),
    owner: sql.raw('item_id'),
    names: sql`select i.item_name as name, t.locale, t.item_name as tr from items i left join item_translations t on t.item_id = i.id`,
  },
  category: {
    slugs: sql.raw('category_slugs'),
    owner: sql.raw('category_id'),
    names: sql`select c.name, t.locale, t.name as tr from categories c left join category_translations t on t.category_id = c.id`,
  },
} as const;

/** Thrown when a typed slug breaks the slug rule or belongs to another page; the save rolls back. */
export class SlugError extends Error {
  constructor(
    readonly locale: AppLocale,
    readonly reason: 'format' | 'taken',
  ) {
    super(`slug ${reason} (${locale})`);
  }
}

/** The current slugs of one page, per locale ('' where it has none yet). */
export async function readSlugs(db: DbOrTx, kind: SlugKind, id: number): Promise<Slugs> {
  const t = TABLES[kind];
  const rows = await executeRows<{ locale: AppLocale; slug: string }>(
    db,
    sql`select locale, slug from ${t.slugs} where ${t.owner} = ${id} and is_current`,
  );
  const out = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Slugs;
  for (const r of rows) out[r.locale] = r.slug;
  return out;
}

/** The name a slug is made from in each locale: the translation, else the English name. */
async function namesOf(db: DbOrTx, kind: SlugKind, id: number): Promise<Slugs | null> {
  const t = TABLES[kind];
  const alias = kind === 'item' ? sql.raw('i') : sql.raw('c');
  const rows = await executeRows<{ name: string; locale: AppLocale | null; tr: string | null }>(
    db,
    sql`${t.names} where ${alias}.id = ${id}`,
  );
  if (rows.length === 0) return null;
  const english = rows[0]!.name;
  const out = Object.fromEntries(LOCALES.map((l) => [l, english])) as Slugs;
  for (const r of rows) if (r.locale && r.tr?.trim()) out[r.locale] = r.tr.trim();
  return out;
}

/**
 * Brings one page's slugs in line with a save, inside the caller's transaction: every locale
 * without a slug gets one from the name, `set` slugs are taken as typed (checked), `regenerate`
 * locales get a new one from the current name. Returns the slugs that changed.
 */
export async function saveSlugs(tx: DbOrTx, kind: SlugKind, id: number, request: SlugRequest = {}): Promise<SlugChange[]> {
  const names = await namesOf(tx, kind, id);
  if (!names) return [];
  // Slug writes take turns, so two saves cannot both find `box` free and then collide.
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
  const current = await readSlugs(tx, kind, id);
  const changes: SlugChange[] = [];
  for (const locale of LOCALES) {
    const typed = request.set?.[locale]?.trim().toLowerCase();
    let next: string | null = null;
    if (typed && typed !== current[locale]) {
      if (!SLUG_PATTERN.test(typed) || typed.length > SLUG_MAX) throw new SlugError(locale, 'format');
      if ((await takenByOthers(tx, kind, id, locale, typed)).has(typed)) throw new SlugError(locale, 'taken');
      next = typed;
    } else if (current[locale] === '' || request.regenerate?.includes(locale)) {
      // A form sends the current slug back unchanged: asking for a new one still makes one from the name.
      const base = deriveSlug(kind, id, names[locale]);
      next = base === current[locale] ? null : suffixedSlug(base, await takenByOthers(tx, kind, id, locale, base));
      if (next === current[locale]) next = null;
    }
    if (next === null) continue;
    await makeCurrent(tx, kind, id, locale, next);
    changes.push({ locale, from: current[locale] || null, to: next });
  }
  return changes;
}

/** The slugs starting with `base` that other pages of the kind hold in the locale (current or old). */
async function takenByOthers(tx: DbOrTx, kind: SlugKind, id: number, locale: AppLocale, base: string): Promise<Set<string>> {
  const t = TABLES[kind];
  const rows = await executeRows<{ slug: string }>(
    tx,
    sql`select slug from ${t.slugs} where locale = ${locale} and ${t.owner} <> ${id} and (slug = ${base} or slug like ${`${base.slice(0, SLUG_MAX - 12)}%`})`,
  );
  return new Set(rows.map((r) => r.slug));
}

/** The page's old slug stays as a former one; a slug it had before becomes current again. */
async function makeCurrent(tx: DbOrTx, kind: SlugKind, id: number, locale: AppLocale, slug: string) {
  const t = TABLES[kind];
  await tx.execute(sql`update ${t.slugs} set is_current = false where ${t.owner} = ${id} and locale = ${locale} and is_current`);
  await tx.execute(
    sql`insert into ${t.slugs} (${t.owner}, locale, slug, is_current) values (${id}, ${locale}, ${slug}, true)
        on conflict (locale, slug) do update set is_current = true`,
  );
}

/** Gives every product and category without a slug in some locale its slugs (start-up, `db:migrate`). */
export async function backfillSlugs(db: DbOrTx): Promise<number> {
  let filled = 0;
  for (const kind of ['category', 'item'] as const) {
    const t = TABLES[kind];
    const table = sql.raw(kind === 'item' ? 'items' : 'categories');
    const missing = await executeRows<{ id: number | string }>(
      db,
      sql`select p.id from ${table} p where (select count(*) from ${t.slugs} s where s.${t.owner} = p.id and s.is_current) < ${LOCALES.length} order by p.id`,
    );
    for (const row of missing) {
      await db.transaction(async (tx) => {
        filled += (await saveSlugs(tx, kind, Number(row.id))).length > 0 ? 1 : 0;
      });
    }
  }
  return filled;
}

/**
 * Every locale's current address of these products and categories (lib/seo/catalog-paths.ts): what a
 * CDN stores, so what a purge after their write must name (the tags alone give the bare id address,
 * which only redirects there). One query per kind.
 */
export async function currentPages(db: DbOrTx, ids: { itemIds?: readonly number[]; categoryIds?: readonly number[] }): Promise<string[]> {
  const pages: string[] = [];
  for (const [kind, list] of [
    ['item', ids.itemIds ?? []],
    ['category', ids.categoryIds ?? []],
  ] as const) {
    if (list.length === 0) continue;
    const t = TABLES[kind];
    const rows = await executeRows<{ id: string | number; locale: AppLocale; slug: string }>(
      db,
      sql`select ${t.owner} as id, locale, slug from ${t.slugs}
          where is_current and ${t.owner} in (${sql.join(
            list.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const path = kind === 'item' ? productPath : categoryPath;
    for (const r of rows) pages.push(path(r.locale, { id: Number(r.id), slug: r.slug }));
  }
  return pages;
}
