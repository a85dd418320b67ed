import { completeness, sumCompleteness, type Completeness } from '@/lib/i18n/content-fallback';

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
