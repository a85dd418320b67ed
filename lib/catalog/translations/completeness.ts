import { formatCompleteness } from '@/lib/i18n/content-fallback';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import { coverage, hasMissing, hasOutdated, sumCoverage, type Coverage, type TranslationSource } from '@/lib/i18n/translation-outdated';

// Completeness of one item in one locale: the name, the description and each English
// specification row's name and value, counted only where English fills them; a translated field
// whose English changed after the translation was saved counts as outdated, not done. The item
// list computes the same count in SQL (queries.ts); an integration test holds them equal.

export type ItemWordsRow = {
  name: string | null;
  description: string | null;
  /** By position: English rows, or a translation's rows (a missing position = untranslated). */
  specs: ReadonlyArray<{ name: string | null; value: string | null; source?: TranslationSource } | null | undefined>;
  /** A translation's English words when it was saved ({name, description}); null = counted current. */
  source?: TranslationSource;
};

export function itemCompleteness(english: ItemWordsRow, translation: ItemWordsRow | null | undefined): Coverage {
  const head = coverage(
    { name: english.name, description: english.description },
    translation ? { name: translation.name, description: translation.description } : null,
    translation?.source,
    ['name', 'description'] as const,
  );
  const rows = english.specs.map((row, i) => {
    const tr = translation?.specs[i];
    return coverage(row ?? {}, tr ?? null, tr?.source, ['name', 'value'] as const);
  });
  return sumCoverage([head, ...rows]);
}

/** Per translation locale, as the item list shows it. */
export type TranslationCompleteness = Record<TranslationLocale, Coverage>;

/**
 * "ID 8/8 · 中文 3/8" in TRANSLATION_LOCALES order, with the caller's (translated) labels; a locale
 * with outdated fields gets `outdatedLabel(n)` after its count ("ID 7/8 · 1 outdated · 中文 3/8").
 */
export function formatItemCompleteness(
  c: TranslationCompleteness,
  labels: Record<TranslationLocale, string>,
  outdatedLabel?: (count: number) => string,
): string {
  return TRANSLATION_LOCALES.map((locale) => {
    const entry = c[locale];
    const base = formatCompleteness([[locale, entry] as const], labels);
    return outdatedLabel && entry.outdated > 0 ? `${base} · ${outdatedLabel(entry.outdated)}` : base;
  }).join(' · ');
}

/** Whether the locale lacks a field English fills (the list's "missing translation in …" filter). */
export function isMissingIn(c: TranslationCompleteness | undefined, locale: TranslationLocale): boolean {
  return hasMissing(c?.[locale]);
}

/** Whether English changed after some field of the locale was translated ("outdated in …"). */
export function isOutdatedIn(c: TranslationCompleteness | undefined, locale: TranslationLocale): boolean {
  return hasOutdated(c?.[locale]);
}
