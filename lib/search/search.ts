import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { slugIn } from '@/lib/blog/localise';
import { resolveField, type Resolved } from '@/lib/i18n/content-fallback';
import { hanQuery, type HanQuery } from './chinese';
import { escapeLike, MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from './query';

/** One row of the result list, its texts in the visitor's language or the English fallback. */
export type SearchHit =
  | {
      kind: 'product';
      id: number;
      name: Resolved<string, AppLocale>;
      code: string | null;
      /** The product's current slug in the locale (lib/catalog/slugs.ts); null: none yet. */
      productSlug: string | null;
      category: Resolved<string, AppLocale> | null;
      photoUrl: string | null;
    }
  | {
      kind: 'post';
      id: string;
      slug: string;
      title: Resolved<string, AppLocale>;
      excerpt: Resolved<string, AppLocale> | null;
      publishedAt: Date | null;
    };

export type SearchResults = { hits: SearchHit[]; total: number };

// How a hit ranks, lowest first: an exact product code, then names and titles, then names and titles
// holding a Chinese query's characters in order but not side by side (lib/search/chinese.ts), then a
// code's prefix, then the category, an excerpt, a specification value or an article's text.
const RANK = { code: 0, name: 1, nameInOrder: 2, codePrefix: 3, category: 4, excerpt: 4, detail: 5 } as const;

/**
 * Rows each way of matching (a column of a table) may contribute before ranking. One more than the
 * pages can show: a branch that hits its limit pushes the total past what is shown, so the page
 * says "more than" instead of a count it does not know.
 */
export const HITS_PER_BRANCH = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE + 1;

/** A runaway search gives up instead of holding a connection. */
const STATEMENT_TIMEOUT_MS = 3000;

type Row = {
  item_id: string | number | null;
  post_id: string | null;
  total: string | number;
  item_name: string | null;
  tr_item_name: string | null;
  item_code: string | null;
  item_slug: string | null;
  category_name: string | null;
  tr_category_name: string | null;
  main_photo_url: string | null;
  title: string | null;
  tr_title: string | null;
  slug: string | null;
  tr_slug: string | null;
  excerpt: string | null;
  tr_excerpt: string | null;
  published_at: Date | string | null;
};

/**
 * Products (name, code, category, specification values) and live posts (title, excerpt, text)
 * whose English or `locale` words contain `q`, diacritics and Latin case ignored (migration 0019's
 * search_fold), ranked, one page of SEARCH_PAGE_SIZE. `page` past MAX_SEARCH_PAGE is refused. A
 * query of two or more Chinese characters also finds names and titles holding its characters in
 * its order (docs/decisions/082-chinese-search.md). Within a rank: products first, then what is
 * translated into `locale` before what is shown in English only, then A–Z.
 */
export async function searchSite(q: string, locale: AppLocale, page = 1, db?: DbOrTx): Promise<SearchResults> {
  const current = Math.min(Math.max(1, Math.trunc(page)), MAX_SEARCH_PAGE);
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
    const rows = await executeRows<Row>(tx, searchStatement(q, locale, current));
    if (rows.length === 0 && current > 1) {
      // Past the last page the window count has no row to ride on: the first page knows the total.
      const first = await executeRows<Row>(tx, searchStatement(q, locale, 1));
      return { hits: [], total: Number(first[0]?.total ?? 0) };
    }
    return { hits: rows.map((r) => toHit(r, locale)), total: Number(rows[0]?.total ?? 0) };
  });
}

export function searchStatement(q: string, locale: AppLocale, page: number) {
  // The pattern is folded by the database (the same function the stored columns hold), then escaped.
  const like = (prefix: string, suffix: string) => sql`(${prefix} || ${escapeLikeSql(q)} || ${suffix})`;
  const contains = like('%', '%');
  // Each way of matching stops at HITS_PER_BRANCH rows (parenthesised: a limit per branch, not on the
  // union), so a word that matches every product costs no more than one that matches a few hundred.
  const branch = (select: ReturnType<typeof sql>) => sql`(${select} limit ${HITS_PER_BRANCH})`;
  const han = hanQuery(q);
  // A result whose name or title is in the visitor's language ranks before one shown in English at
  // the same rank (the fallback toHit reports); in English every result is in its own language.
  const englishOnly =
    locale === DEFAULT_LOCALE ? sql`false` : sql`coalesce(nullif(btrim(it.item_name), ''), nullif(btrim(pt.title), '')) is null`;
  return sql`
    with hits (item_id, post_id, rank, missing) as (
      ${branch(sql`select id, null::uuid, ${RANK.code}, 0 from items where search_code = search_fold(${q})`)}
      union all ${branch(sql`select id, null, ${RANK.codePrefix}, 0 from items where search_code like ${like('', '%')}`)}
      union all ${branch(sql`select id, null, ${RANK.name}, 0 from items where search_name like ${contains}`)}
      union all ${branch(sql`select item_id, null, ${RANK.name}, 0 from item_translations
        where locale = ${locale} and search_name like ${contains}`)}
      union all ${branch(sql`select i.id, null, ${RANK.category}, 0 from items i
        where i.category_id in (
          select id from categories where search_fold(name) like ${contains}
          union select category_id from category_translations where locale = ${locale} and search_fold(name) like ${contains})`)}
      union all ${branch(sql`select item_id, null, ${RANK.detail}, 0 from item_specifications where search_value like ${contains}`)}
      union all ${branch(sql`select item_id, null, ${RANK.detail}, 0 from item_specification_translations
        where locale = ${locale} and search_value like ${contains}`)}
      union all ${branch(sql`select null, id, ${RANK.name}, 0 from blog_posts where search_title like ${contains}`)}
      union all ${branch(sql`select null, blog_post_id, ${RANK.name}, 0 from blog_post_translations
        where locale = ${locale} and search_title like ${contains}`)}
      union all ${branch(sql`select null, id, ${RANK.excerpt}, 0 from blog_posts where search_excerpt like ${contains}`)}
      union all ${branch(sql`select null, blog_post_id, ${RANK.excerpt}, 0 from blog_post_translations
        where locale = ${locale} and search_excerpt like ${contains}`)}
      union all ${branch(sql`select null, blog_post_id, ${RANK.detail}, 0 from blog_content_blocks where search_text like ${contains}`)}
      union all ${branch(sql`select null, blog_post_id, ${RANK.detail}, 0 from blog_content_block_translations
        where locale = ${locale} and search_text like ${contains}`)}
      ${han ? inOrderBranches(han, locale, contains, branch) : sql``}
    ),
    -- Each result once, at its best rank (and, for an in-order match, its closest).
    best as (select distinct on (item_id, post_id) item_id, post_id, rank, missing from hits order by item_id, post_id, rank, missing),
    -- Ranked and cut to one page with only what the order needs; the page's rows are joined after.
    ranked as (
      select b.item_id, b.post_id, b.rank, b.missing, ${englishOnly} as english_only, count(*) over () as total,
             lower(coalesce(nullif(btrim(it.item_name), ''), i.item_name, nullif(btrim(pt.title), ''), p.title)) as label
        from best b
        left join items i on i.id = b.item_id
        left join item_translations it on it.item_id = i.id and it.locale = ${locale}
        left join blog_posts p on p.id = b.post_id
        left join blog_post_translations pt on pt.blog_post_id = p.id and pt.locale = ${locale}
       -- Drafts, archived posts and scheduled posts whose time has not come never show.
       where b.item_id is not null or p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())
       order by b.rank, b.missing, b.item_id is null, english_only, label, b.item_id, b.post_id
       limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE})
    select r.item_id, r.post_id, r.total,
           i.item_name, it.item_name as tr_item_name, i.item_code, i.main_photo_url, isl.slug as item_slug,
           c.name as category_name, ct.name as tr_category_name,
           p.title, pt.title as tr_title, p.slug, pt.slug as tr_slug, p.excerpt, pt.excerpt as tr_excerpt, p.published_at
      from ranked r
      left join items i on i.id = r.item_id
      left join item_translations it on it.item_id = i.id and it.locale = ${locale}
      left join item_slugs isl on isl.item_id = i.id and isl.locale = ${locale} and isl.is_current
      left join categories c on c.id = i.category_id
      left join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
      left join blog_posts p on p.id = r.post_id
      left join blog_post_translations pt on pt.blog_post_id = p.id and pt.locale = ${locale}
     order by r.rank, r.missing, r.item_id is null, r.english_only, r.label, r.item_id, r.post_id`;
}

/**
 * Names and titles (English and `locale`) that hold every character of a Chinese query in its order
 * without holding the query itself, each with the number of the query's side-by-side pairs it lacks.
 * Only these short texts: over an excerpt or an article, characters in order say nothing.
 */
function inOrderBranches(
  han: HanQuery,
  locale: AppLocale,
  contains: ReturnType<typeof sql>,
  branch: (select: ReturnType<typeof sql>) => ReturnType<typeof sql>,
) {
  const patterns = sql`array[${sql.join(
    han.patterns.map((p) => sql`search_fold(${p})`),
    sql`, `,
  )}]`;
  const where = (column: string) => sql`${sql.raw(column)} like all (${patterns}) and ${sql.raw(column)} not like ${contains}`;
  const missing = (column: string) =>
    han.pairs.length === 0
      ? sql`0`
      : sql.join(
          han.pairs.map((pair) => sql`(case when strpos(${sql.raw(column)}, ${pair}) = 0 then 1 else 0 end)`),
          sql` + `,
        );
  return sql`
      union all ${branch(sql`select id, null, ${RANK.nameInOrder}, ${missing('search_name')} from items where ${where('search_name')}`)}
      union all ${branch(sql`select item_id, null, ${RANK.nameInOrder}, ${missing('search_name')} from item_translations
        where locale = ${locale} and ${where('search_name')}`)}
      union all ${branch(sql`select null, id, ${RANK.nameInOrder}, ${missing('search_title')} from blog_posts where ${where('search_title')}`)}
      union all ${branch(sql`select null, blog_post_id, ${RANK.nameInOrder}, ${missing('search_title')} from blog_post_translations
        where locale = ${locale} and ${where('search_title')}`)}`;
}

/** The folded query with LIKE's wildcards escaped, as an SQL expression. */
function escapeLikeSql(q: string) {
  // Folding first, escaping after: folding could never produce a wildcard, and the escape must
  // survive the fold (search_fold leaves backslash, percent and underscore as they are).
  return sql`search_fold(${escapeLike(q)})`;
}

function toHit(r: Row, locale: AppLocale): SearchHit {
  const pick = (en: string | null, tr: string | null) => resolveField(en ?? '', tr, locale, DEFAULT_LOCALE);
  if (r.item_id !== null) {
    return {
      kind: 'product',
      id: Number(r.item_id),
      name: pick(r.item_name, r.tr_item_name),
      code: r.item_code,
      productSlug: r.item_slug,
      category: r.category_name === null ? null : pick(r.category_name, r.tr_category_name),
      photoUrl: r.main_photo_url,
    };
  }
  return {
    kind: 'post',
    id: String(r.post_id),
    slug: slugIn(r.slug ?? '', { slug: r.tr_slug }, locale),
    title: pick(r.title, r.tr_title),
    excerpt: r.excerpt === null && r.tr_excerpt === null ? null : pick(r.excerpt, r.tr_excerpt),
    publishedAt: r.published_at === null ? null : new Date(r.published_at),
  };
}
