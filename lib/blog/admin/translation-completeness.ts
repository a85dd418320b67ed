import { coverage, isOutdatedField, sumCoverage, type Coverage, type TranslationSource } from '@/lib/i18n/translation-outdated';
import { isBlockType } from '../blocks';
import { BLOCK_TEXT_FIELDS, isBlockTranslated, type BlockTranslation } from '../blocks/translation';
import { TRANSLATION_TEXT_FIELDS, type TranslationTextField } from './translation-schema';

/**
 * How much of a post one locale covers, as the blog management list shows it
 * ("ID 8/8 · 中文 3/8"). Counted: each of title, slug, excerpt, meta title, meta description and
 * featured-image alt that the English post fills, and each English block that carries words
 * (a block counts as done only when its translation covers it whole, as the public page shows it:
 * `isBlockTranslated`). A translated field or block whose English changed after the translation was
 * saved counts as outdated instead of done. The SQL twins for the list's filters are
 * `missingTranslationCondition` and `outdatedTranslationCondition`.
 */

export type EnglishPostWords = { [K in TranslationTextField]: string | null } & {
  blocks: readonly { sortOrder: number; type: string; content: Record<string, unknown> }[];
};

export type TranslatedPostWords = {
  fields: (Partial<Record<TranslationTextField, string | null>> & { source?: TranslationSource }) | null;
  /** Block translations by the English block's sort_order (`source`: the English block's text fields then). */
  blocks: ReadonlyMap<number, BlockTranslation & { source?: TranslationSource }>;
};

/** The English block's text fields as a translation row stores them (every field, absent = null). */
export function blockSource(type: string, content: Record<string, unknown>): Record<string, unknown> {
  const fields: readonly string[] = isBlockType(type) ? BLOCK_TEXT_FIELDS[type] : [];
  return Object.fromEntries(fields.map((f) => [f, content[f] ?? null]));
}

/** English changed some text field of the block after its translation was saved. */
export function isBlockOutdated(type: string, english: Record<string, unknown>, source: TranslationSource): boolean {
  const fields: readonly string[] = isBlockType(type) ? BLOCK_TEXT_FIELDS[type] : [];
  return fields.some((f) => isOutdatedField(source, f, english[f]));
}

/** A block that carries no words (a divider, an image without alt or caption) asks nothing of a translation. */
export function blockNeedsWords(type: string, content: Record<string, unknown>): boolean {
  return isBlockType(type) && !isBlockTranslated(type, content, null);
}

export function postCompleteness(english: EnglishPostWords, translation: TranslatedPostWords | null): Coverage {
  const fields = coverage(english, translation?.fields ?? null, translation?.fields?.source, TRANSLATION_TEXT_FIELDS);
  const blocks = english.blocks
    .filter((b) => blockNeedsWords(b.type, b.content))
    .map((b): Coverage => {
      const tr = translation?.blocks.get(b.sortOrder);
      if (!isBlockType(b.type) || !isBlockTranslated(b.type, b.content, tr)) return { done: 0, total: 1, outdated: 0 };
      return isBlockOutdated(b.type, b.content, tr?.source) ? { done: 0, total: 1, outdated: 1 } : { done: 1, total: 1, outdated: 0 };
    });
  return sumCoverage([fields, ...blocks]);
}
