import { completeness, formatCompleteness, sumCompleteness, type Completeness } from '@/lib/i18n/content-fallback';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';

// Completeness of one item in one locale (issue 13): the name, the description and each English
// specification row's name and value, counted only where English fills them. The item list
// computes the same count in SQL (translation-queries.ts); an integration test holds them equal.

export type ItemWordsRow = {
  name: string | null;
  description: string | null;
  /** By position: English rows, or a translation's rows (a missing position = untranslated). */
  specs: ReadonlyArray<{ name: string | null; value: string | null } | null | undefined>;
};

export function itemCompleteness(english: ItemWordsRow, translation: ItemWordsRow | null | undefined): Completeness {
  const head = completeness(
    { name: english.name, description: english.description },
    translation ? { name: translation.name, description: translation.description } : null,
    ['name', 'description'] as const,
  );
  const rows = english.specs.map((row, i) => completeness(row ?? {}, translation?.specs[i] ?? null, ['name', 'value'] as const));
  return sumCompleteness([head, ...rows]);
}

/** Per translation locale, as the item list shows it. */
export type TranslationCompleteness = Record<TranslationLocale, Completeness>;

/** "ID 8/8 · 中文 3/8" in TRANSLATION_LOCALES order, with the caller's (translated) labels. */
export function formatItemCompleteness(c: TranslationCompleteness, labels: Record<TranslationLocale, string>): string {
  return formatCompleteness(
    TRANSLATION_LOCALES.map((locale) => [locale, c[locale]] as const),
    labels,
  );
}

/** Whether the locale lacks a field English fills (the list's "missing translation in …" filter). */
export function isMissingIn(c: TranslationCompleteness | undefined, locale: TranslationLocale): boolean {
  const entry = c?.[locale];
  return entry !== undefined && entry.done < entry.total;
}
