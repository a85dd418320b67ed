import { completeness, sumCompleteness, type Completeness } from '@/lib/i18n/content-fallback';
import { isBlockType } from '../blocks';
import { isBlockTranslated, type BlockTranslation } from '../blocks/translation';
import { TRANSLATION_TEXT_FIELDS, type TranslationTextField } from './translation-schema';

/**
 * Issue 13: how much of a post one locale covers, as the blog management list shows it
 * ("ID 8/8 · 中文 3/8"). Counted: each of title, slug, excerpt, meta title, meta description and
 * featured-image alt that the English post fills, and each English block that carries words
 * (a block counts as done only when its translation covers it whole, as the public page shows it:
 * `isBlockTranslated`). The SQL twin for the list's filter is `missingTranslationCondition`.
 */

export type EnglishPostWords = { [K in TranslationTextField]: string | null } & {
  blocks: readonly { sortOrder: number; type: string; content: Record<string, unknown> }[];
};

export type TranslatedPostWords = {
  fields: Partial<Record<TranslationTextField, string | null>> | null;
  /** Block translations by the English block's sort_order. */
  blocks: ReadonlyMap<number, BlockTranslation>;
};

/** A block that carries no words (a divider, an image without alt or caption) asks nothing of a translation. */
export function blockNeedsWords(type: string, content: Record<string, unknown>): boolean {
  return isBlockType(type) && !isBlockTranslated(type, content, null);
}

export function postCompleteness(english: EnglishPostWords, translation: TranslatedPostWords | null): Completeness {
  const fields = completeness(english, translation?.fields ?? null, TRANSLATION_TEXT_FIELDS);
  const blocks = english.blocks
    .filter((b) => blockNeedsWords(b.type, b.content))
    .map((b): Completeness => ({
      done: isBlockType(b.type) && isBlockTranslated(b.type, b.content, translation?.blocks.get(b.sortOrder)) ? 1 : 0,
      total: 1,
    }));
  return sumCompleteness([fields, ...blocks]);
}
