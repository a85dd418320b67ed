import { resolveField } from '../i18n/content-fallback';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/routing';
import {
  ITEM_TEXT_FIELDS,
  SECTION_TEXT_FIELDS,
  sectionHasContent,
  type HomeSectionKey,
  type ItemTextField,
  type SectionTextField,
} from './sections';

// The home page's content as the public page reads it (pure): each word in the page's language
// when translated, else English with `lang` set (content-fallback.ts, per field, as the products'),
// and only the sections that have something to show.

/** A word of the page; `lang` is set when it falls back to English on a page in another language. */
export type HomeText = { value: string; lang?: AppLocale };

export type HomeItemView = { id: number; title: HomeText; body: HomeText; detail: HomeText; photoUrl: string | null };

export type HomeSectionView = {
  section: HomeSectionKey;
  kicker: HomeText;
  title: HomeText;
  body: HomeText;
  photo: { url: string; alt: HomeText } | null;
  items: HomeItemView[];
};

/** The sections with content, by key (a section left out is not shown). */
export type HomeContent = Partial<Record<HomeSectionKey, HomeSectionView>>;

type Words<K extends string> = { [P in K]: string };
type Translated<K extends string> = { [P in K]?: string | null } | null | undefined;

export type HomeSectionRow = Words<SectionTextField> & { section: HomeSectionKey; photoUrl: string | null };
export type HomeItemRow = Words<ItemTextField> & { id: number; photoUrl: string | null };

function localised<K extends string>(english: Words<K>, translated: Translated<K>, fields: readonly K[], locale: AppLocale) {
  const out = {} as { [P in K]: HomeText };
  for (const field of fields) {
    const r = resolveField(english[field].trim(), translated?.[field]?.trim() ?? null, locale, DEFAULT_LOCALE);
    out[field] = r.locale === locale || r.value === '' ? { value: r.value } : { value: r.value, lang: r.locale };
  }
  return out;
}

/** One section in `locale`, or null when it has nothing to show. */
export function localiseSection(
  row: HomeSectionRow,
  translation: Translated<SectionTextField>,
  items: ReadonlyArray<{ row: HomeItemRow; translation: Translated<ItemTextField> }>,
  locale: AppLocale,
): HomeSectionView | null {
  if (!sectionHasContent(row.section, { title: row.title, body: row.body, photoUrl: row.photoUrl, itemCount: items.length })) return null;
  const words = localised(row, translation, SECTION_TEXT_FIELDS, locale);
  return {
    section: row.section,
    kicker: words.kicker,
    title: words.title,
    body: words.body,
    photo: row.photoUrl ? { url: row.photoUrl, alt: words.photoAlt } : null,
    items: items.map(({ row: item, translation: t }) => ({
      id: item.id,
      ...localised(item, t, ITEM_TEXT_FIELDS, locale),
      photoUrl: item.photoUrl,
    })),
  };
}

/** A text as paragraphs: blank lines separate them (the editor's text areas). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
