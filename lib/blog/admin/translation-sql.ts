import { sql, type SQL } from 'drizzle-orm';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { BLOCK_TEXT_FIELDS } from '../blocks/translation';

// The list's "missing translation in …" filter in SQL, so it pages like the other
// filters. It is the SQL twin of `postCompleteness` (translation-completeness.ts): a post is
// complete in a locale when its translation row fills every field the English post fills and every
// English block that carries words has a translation of the same type at its sort_order filling
// every text field the English block fills (a list: as many non-blank items). The integration test
// checks the two agree on the seeded posts. Field and column names below are code constants.

const POST_COLUMNS = ['title', 'slug', 'excerpt', 'meta_title', 'meta_description', 'featured_image_alt'] as const;

const filledText = (ref: string) => `coalesce(btrim(${ref}), '') <> ''`;
const nonBlankItems = (alias: string, field: string) =>
  `(select count(*) from jsonb_array_elements_text(case when jsonb_typeof(${alias}.content->'${field}') = 'array' then ${alias}.content->'${field}' else '[]'::jsonb end) as e(v) where btrim(e.v) <> '')`;
const isList = (field: string) => field === 'items';
const filledField = (alias: string, field: string) =>
  isList(field) ? `${nonBlankItems(alias, field)} > 0` : filledText(`${alias}.content->>'${field}'`);

/** The English block `b` carries words (some text field filled). */
function needsWords(): string {
  const perType = Object.entries(BLOCK_TEXT_FIELDS)
    .filter(([, fields]) => fields.length > 0)
    .map(([type, fields]) => `(b.block_type = '${type}' and (${fields.map((f) => filledField('b', f)).join(' or ')}))`);
  return `(${perType.join(' or ')})`;
}

/** The translation `t` covers the English block `b` (same type checked by the caller). */
function covers(): string {
  const perType = Object.entries(BLOCK_TEXT_FIELDS)
    .filter(([, fields]) => fields.length > 0)
    .map(([type, fields]) => {
      const each = fields.map((f) =>
        isList(f)
          ? `(${nonBlankItems('b', f)} = 0 or (${nonBlankItems('t', f)} > 0 and ${nonBlankItems('t', f)} >= ${nonBlankItems('b', f)}))`
          : `(not ${filledField('b', f)} or ${filledField('t', f)})`,
      );
      return `(b.block_type = '${type}' and ${each.join(' and ')})`;
    });
  return `(${perType.join(' or ')})`;
}

const FIELDS_COVERED = POST_COLUMNS.map((c) => `(not ${filledText(`p.${c}`)} or ${filledText(`tr.${c}`)})`).join(' and ');
const NEEDS_WORDS = needsWords();
const COVERS = covers();

/** True for a post (`postId`: the outer query's post id column) that `locale` does not fully cover. */
export function missingTranslationCondition(postId: SQL, locale: TranslationLocale): SQL {
  return sql`not (
    exists (
      select 1 from blog_posts p join blog_post_translations tr on tr.blog_post_id = p.id and tr.locale = ${locale}
      where p.id = ${postId} and ${sql.raw(FIELDS_COVERED)}
    )
    and not exists (
      select 1 from blog_content_blocks b
      where b.blog_post_id = ${postId} and ${sql.raw(NEEDS_WORDS)}
        and not exists (
          select 1 from blog_content_block_translations t
          where t.blog_post_id = b.blog_post_id and t.locale = ${locale} and t.sort_order = b.sort_order
            and t.block_type = b.block_type and ${sql.raw(COVERS)}
        )
    )
  )`;
}

// The outdated twin of `postCompleteness`: a translated field (English and translation filled)
// or a covering block translation whose stored `source` differs from the English now. Rows with no
// source count as current. The JSON keys are the form's field names (translation-schema.ts).
const SOURCE_KEYS: Record<(typeof POST_COLUMNS)[number], string> = {
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
  featured_image_alt: 'featuredImageAlt',
};
const FIELD_OUTDATED = POST_COLUMNS.map(
  (c) => `(${filledText(`p.${c}`)} and ${filledText(`tr.${c}`)} and (tr.source->'${SOURCE_KEYS[c]}') is distinct from to_jsonb(p.${c}))`,
).join(' or ');
const BLOCK_OUTDATED = `(${Object.entries(BLOCK_TEXT_FIELDS)
  .filter(([, fields]) => fields.length > 0)
  .map(
    ([type, fields]) =>
      `(b.block_type = '${type}' and (${fields
        .map((f) => `coalesce(t.source->'${f}', 'null'::jsonb) <> coalesce(b.content->'${f}', 'null'::jsonb)`)
        .join(' or ')}))`,
  )
  .join(' or ')})`;

/** True for a post (`postId`: the outer query's post id column) with an outdated field or block in `locale`. */
export function outdatedTranslationCondition(postId: SQL, locale: TranslationLocale): SQL {
  return sql`(
    exists (
      select 1 from blog_posts p join blog_post_translations tr on tr.blog_post_id = p.id and tr.locale = ${locale}
      where p.id = ${postId} and tr.source is not null and (${sql.raw(FIELD_OUTDATED)})
    )
    or exists (
      select 1 from blog_content_blocks b
      join blog_content_block_translations t
        on t.blog_post_id = b.blog_post_id and t.locale = ${locale} and t.sort_order = b.sort_order and t.block_type = b.block_type
      where b.blog_post_id = ${postId} and t.source is not null
        and ${sql.raw(NEEDS_WORDS)} and ${sql.raw(COVERS)} and ${sql.raw(BLOCK_OUTDATED)}
    )
  )`;
}
