import type { HomeSectionSnapshot } from './contract';
import { fieldChanges, listChanges, type Change } from './diff';
import type { TranslationChange } from './translation-diff';

// Pure: what changed in a home section from one version to the next, for the History panel. The
// entries are aligned like a product's specification rows; a translation line names the field, or
// the entry's position and field ("Entry 2, text (Indonesian)").

const FIELDS = ['kicker', 'title', 'body', 'photoUrl', 'photoAlt'] as const;
type Item = HomeSectionSnapshot['items'][number];

const fileName = (url: string | null) => (url ? (url.split('/').pop() ?? url) : '');
const words = (v: unknown) => (typeof v === 'string' ? v : '');

function translationChanges(prev: HomeSectionSnapshot, next: HomeSectionSnapshot): TranslationChange[] {
  const locales = [...new Set([...Object.keys(prev.translations), ...Object.keys(next.translations)])].sort();
  const changes: TranslationChange[] = [];
  for (const locale of locales) {
    const [a, b] = [prev.translations[locale], next.translations[locale]];
    for (const field of ['kicker', 'title', 'body', 'photoAlt'] as const) {
      const [before, after] = [words(a?.[field]), words(b?.[field])];
      if (before !== after) changes.push({ kind: 'translated', locale, field, before, after });
    }
  }
  // Entries by position in the newer version (a removed entry's words go with it: its English line says so).
  next.items.forEach((item, i) => {
    const older = prev.items[i];
    const itemLocales = [...new Set([...Object.keys(older?.translations ?? {}), ...Object.keys(item.translations)])].sort();
    for (const locale of itemLocales) {
      for (const field of ['title', 'body', 'detail'] as const) {
        const [before, after] = [words(older?.translations[locale]?.[field]), words(item.translations[locale]?.[field])];
        if (before !== after)
          changes.push({ kind: 'translated', locale, field: 'entry', blockField: field, position: i + 1, before, after });
      }
    }
  });
  return changes;
}

export function diffHomeSections(prev: HomeSectionSnapshot, next: HomeSectionSnapshot): Change[] {
  const view = (s: HomeSectionSnapshot) => ({ ...s, photoUrl: fileName(s.photoUrl) });
  return [
    ...fieldChanges(view(prev), view(next), FIELDS),
    ...listChanges(
      'items',
      prev.items,
      next.items,
      (i: Item) => JSON.stringify([i.title, i.body, i.detail, i.photoUrl]),
      (i) => i.title || i.body || fileName(i.photoUrl),
      () => true,
    ),
    ...translationChanges(prev, next),
  ];
}
