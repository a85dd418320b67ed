import { descriptionToText, sanitizeDescription } from '@/lib/html/sanitize';
import type { ItemTranslationSnapshot } from '@/lib/history/contract';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import { descriptionText, isStarted, itemTranslationWordsSchema, translationIssues } from '../translations/schema';
import { descriptionTextToHtml } from './description-text';
import type { CsvIssue } from './photo-refs';
import { decodeSpecs, encodeSpecs, type SpecPair } from './specs-field';

// The product CSV's translated columns (pure): one column per translated field and locale, named
// `<field>_<locale>` (`name_id`, `specs_zh-CN`, …) and derived from the locales, so a fourth
// language gets its columns with no change here. A translated `specs_<locale>` holds one pair per
// English row by position (`=` for a row left untranslated), as Edit Item's tab does. The words are
// checked by the tab's own schema (itemTranslationWordsSchema).

export const TRANSLATED_FIELDS = ['name', 'description_text', 'description_html', 'specs'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];
export type TranslatedColumn = `${TranslatedField}_${TranslationLocale}`;

export const translatedColumn = (field: TranslatedField, locale: TranslationLocale): TranslatedColumn => `${field}_${locale}`;
export const TRANSLATED_COLUMNS: readonly TranslatedColumn[] = TRANSLATION_LOCALES.flatMap((l) =>
  TRANSLATED_FIELDS.map((f) => translatedColumn(f, l)),
);

/** One locale's words as the tab edits them: specs by English row position, exactly one per row. */
export type LocaleWords = { name: string; descriptionHtml: string; specs: SpecPair[] };
/** The locales whose columns the file has (a locale without any column keeps its translation). */
export type TranslatedWords = Partial<Record<TranslationLocale, LocaleWords>>;

type Row = Partial<Record<string, string>>;

/** The stored words of `locale`, with `rows` spec entries (blank where untranslated). */
export function storedWords(translations: Record<string, ItemTranslationSnapshot> | undefined, locale: string, rows: number): LocaleWords {
  const tr = translations?.[locale];
  const specs = Array.from({ length: rows }, (): SpecPair => ({ name: '', value: '' }));
  for (const s of tr?.specs ?? []) {
    if (s.position < rows) specs[s.position] = { name: s.specName ?? '', value: s.specValue ?? '' };
  }
  return { name: tr?.itemName ?? '', descriptionHtml: tr?.itemDescription ?? '', specs };
}

/** The export's translated columns of one item. */
export function exportTranslatedColumns(
  translations: Record<string, ItemTranslationSnapshot> | undefined,
  englishRows: number,
): Record<TranslatedColumn, string> {
  const out = {} as Record<TranslatedColumn, string>;
  for (const locale of TRANSLATION_LOCALES) {
    const words = storedWords(translations, locale, englishRows);
    const specs = [...words.specs];
    while (specs.length > 0 && specs.at(-1)!.name === '' && specs.at(-1)!.value === '') specs.pop();
    out[translatedColumn('name', locale)] = words.name;
    out[translatedColumn('description_text', locale)] = descriptionToText(words.descriptionHtml);
    out[translatedColumn('description_html', locale)] = words.descriptionHtml;
    out[translatedColumn('specs', locale)] = encodeSpecs(specs);
  }
  return out;
}

const sameWords = (a: LocaleWords, b: LocaleWords) =>
  a.name === b.name &&
  a.descriptionHtml === b.descriptionHtml &&
  a.specs.length === b.specs.length &&
  a.specs.every((s, i) => s.name === b.specs[i]!.name && s.value === b.specs[i]!.value);

/** Stored words normalised as a save would write them (trimmed, sanitised), to compare with a plan. */
function normalisedStored(translations: Record<string, ItemTranslationSnapshot> | undefined, locale: string, rows: number): LocaleWords {
  const w = storedWords(translations, locale, rows);
  const html = sanitizeDescription(w.descriptionHtml);
  return {
    name: w.name.trim(),
    descriptionHtml: descriptionText(html) === '' ? '' : html,
    specs: w.specs.map((s) => ({ name: s.name.trim(), value: s.value.trim() })),
  };
}

/**
 * The file's words per locale it has columns for, each checked by the translation tab's rules;
 * problems go to `errors` naming the column. Absent column: that field keeps its stored words.
 */
export function planTranslations(
  r: Row,
  stored: Record<string, ItemTranslationSnapshot> | undefined,
  englishRows: number,
  errors: CsvIssue[],
): TranslatedWords | undefined {
  let out: TranslatedWords | undefined;
  for (const locale of TRANSLATION_LOCALES) {
    const col = (f: TranslatedField) => r[translatedColumn(f, locale)];
    if (TRANSLATED_FIELDS.every((f) => col(f) === undefined)) continue;
    const current = storedWords(stored, locale, englishRows);
    const html = col('description_html');
    const text = col('description_text');
    const descriptionColumn = translatedColumn(html?.trim() ? 'description_html' : 'description_text', locale);
    let rawHtml = current.descriptionHtml;
    if (html?.trim()) rawHtml = html;
    else if (text?.trim()) rawHtml = descriptionTextToHtml(text);
    else if (html !== undefined || text !== undefined) rawHtml = '';

    const specsColumn = translatedColumn('specs', locale);
    let specs = current.specs;
    const specsField = col('specs');
    if (specsField !== undefined) {
      const decoded = decodeSpecs(specsField, { blankNames: true });
      if (!decoded.ok) {
        errors.push({ key: 'translated.specSyntax', values: { column: specsColumn, pair: decoded.pair } });
        continue;
      }
      if (decoded.specs.length > englishRows) {
        errors.push({ key: 'translated.specsCount', values: { column: specsColumn, max: englishRows } });
        continue;
      }
      specs = Array.from({ length: englishRows }, (_, i) => decoded.specs[i] ?? { name: '', value: '' });
    }
    const name = col('name') ?? current.name;
    const parsed = itemTranslationWordsSchema.safeParse({ locale, name, description: rawHtml, specs });
    if (!parsed.success) {
      for (const [field, key] of Object.entries(translationIssues(parsed.error))) {
        const spec = /^spec-(\d+)$/.exec(field);
        const column = spec ? specsColumn : field === 'description' ? descriptionColumn : translatedColumn('name', locale);
        errors.push({ key: `translated.${key}`, values: { column, pair: spec ? Number(spec[1]) + 1 : 0 } });
      }
      continue;
    }
    const clean = sanitizeDescription(parsed.data.description);
    (out ??= {})[locale] = {
      name: parsed.data.name,
      descriptionHtml: descriptionText(clean) === '' ? '' : clean,
      specs: parsed.data.specs,
    };
  }
  return out;
}

/** Whether every locale the file names keeps its stored words. */
export function translationsUnchanged(
  words: TranslatedWords | undefined,
  stored: Record<string, ItemTranslationSnapshot> | undefined,
  rows: number,
) {
  return Object.entries(words ?? {}).every(([locale, w]) => sameWords(w, normalisedStored(stored, locale, rows)));
}

/** Locales and fields whose words the file changes: [locale, field, before, after]. */
export function translatedChanges(
  words: TranslatedWords | undefined,
  stored: Record<string, ItemTranslationSnapshot> | undefined,
  rows: number,
): Array<{ locale: string; field: 'name' | 'description' | 'specs'; before: LocaleWords; after: LocaleWords }> {
  return Object.entries(words ?? {}).flatMap(([locale, after]) => {
    const before = normalisedStored(stored, locale, rows);
    const fields: Array<'name' | 'description' | 'specs'> = [];
    if (after.name !== before.name) fields.push('name');
    if (after.descriptionHtml !== before.descriptionHtml) fields.push('description');
    if (!sameWords({ ...after, name: '', descriptionHtml: '' }, { ...before, name: '', descriptionHtml: '' })) fields.push('specs');
    return fields.map((field) => ({ locale, field, before, after }));
  });
}

/**
 * The translations an import writes (writeItemState's `translations`, replacing every locale), or
 * undefined when the file changes none: then the rows are not touched and their save times stay.
 * A locale the file does not name, or names with the same words, is kept as stored (its `source`
 * too, so an English change still marks it outdated); a changed one records the row's English
 * words as its source, as the tab's save does; a locale left blank is removed.
 */
export function translationsToWrite(
  words: TranslatedWords | undefined,
  stored: Record<string, ItemTranslationSnapshot> | undefined,
  english: { name: string; descriptionHtml: string; specs: readonly SpecPair[] },
): Record<string, ItemTranslationSnapshot> | undefined {
  const rows = english.specs.length;
  if (translationsUnchanged(words, stored, rows)) return undefined;
  const out: Record<string, ItemTranslationSnapshot> = { ...stored };
  for (const [locale, w] of Object.entries(words ?? {})) {
    if (sameWords(w, normalisedStored(stored, locale, rows))) continue;
    if (!isStarted({ name: w.name, description: w.descriptionHtml, specs: w.specs })) {
      delete out[locale];
      continue;
    }
    out[locale] = {
      itemName: w.name || null,
      itemDescription: w.descriptionHtml || null,
      source: { name: english.name, description: english.descriptionHtml },
      specs: w.specs.flatMap((s, position) =>
        s.name || s.value
          ? [{ position, specName: s.name || null, specValue: s.value || null, source: { ...english.specs[position]! } }]
          : [],
      ),
    };
  }
  return out;
}
