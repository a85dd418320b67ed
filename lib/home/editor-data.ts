import { coverage, sumCoverage, type Coverage } from '../i18n/translation-outdated';
import type { TranslationLocale } from '../i18n/content-locales';
import { translatedItemFields, translatedSectionFields, type HomeSectionKey, type ItemTextField, type SectionTextField } from './sections';

// What the home page editor gets from the server (plain JSON, it crosses to client components),
// and the translation progress it shows per language (pure: the tabs recount it as one types).

type Json = Record<string, unknown>;
export type SectionWordsForm = { [P in SectionTextField]: string };
export type ItemWordsForm = { [P in ItemTextField]: string };

export type HomeEditorItem = ItemWordsForm & { id: number; photoUrl: string | null };

/** One locale's words as the form edits them ('' = English), with the English they were saved against. */
export type HomeTranslationForm = {
  words: SectionWordsForm;
  source: Json | null;
  items: Array<ItemWordsForm & { id: number; source: Json | null }>;
};

export type HomeEditorData = {
  section: HomeSectionKey;
  /** False until the section's English is saved once (a translation needs it). */
  saved: boolean;
  words: SectionWordsForm;
  photoUrl: string | null;
  items: HomeEditorItem[];
  translations: Record<TranslationLocale, HomeTranslationForm>;
};

/** How much of one locale is translated, against the English as it is now. */
export function homeCoverage(
  section: HomeSectionKey,
  english: { words: SectionWordsForm; items: readonly ItemWordsForm[] },
  translation: HomeTranslationForm,
): Coverage {
  const itemFields = translatedItemFields(section);
  return sumCoverage([
    coverage(english.words, translation.words, translation.source, translatedSectionFields(section)),
    ...english.items.map((item, i) => {
      const t = translation.items[i];
      return coverage(item, t, t?.source, itemFields);
    }),
  ]);
}
