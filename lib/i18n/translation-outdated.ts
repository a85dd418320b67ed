import { isFilled, type Completeness } from './content-fallback';
import { isTranslationLocale, TRANSLATION_LOCALES, type TranslationLocale } from './content-locales';

// Outdated translations, pure. A translation row stores the English words it was translated from
// (`source`); a translated field is outdated when English has changed since. Rows without a
// source (saved before sources were kept) count as current: nobody can tell what they were
// translated from. The SQL twins (item list, blog list filter) compare the same way: a missing key
// reads as null, and two values are the same when their JSON text is the same.

export type TranslationSource = Readonly<Record<string, unknown>> | null | undefined;

/** Completeness plus how many translated fields English has changed since (not counted in `done`). */
export type Coverage = Completeness & { outdated: number };

const normal = (value: unknown) => JSON.stringify(value ?? null);

/** The English value differs from the one the translation was saved against. */
export function isOutdatedField(source: TranslationSource, field: string, english: unknown): boolean {
  if (!source) return false;
  return normal(source[field]) !== normal(english);
}

/**
 * Per field English fills: translated and current = done, translated but English changed since =
 * outdated, untranslated = neither. So "ID 7/8 · 1 outdated" reads: 8 fields, 7 current, 1 stale.
 */
export function coverage<K extends string>(
  english: { readonly [P in K]?: unknown },
  translation: { readonly [P in K]?: unknown } | null | undefined,
  source: TranslationSource,
  fields: readonly K[],
): Coverage {
  let done = 0;
  let outdated = 0;
  let total = 0;
  for (const field of fields) {
    if (!isFilled(english[field])) continue;
    total++;
    if (!isFilled(translation?.[field])) continue;
    if (isOutdatedField(source, field, english[field])) outdated++;
    else done++;
  }
  return { done, total, outdated };
}

export function sumCoverage(parts: readonly Coverage[]): Coverage {
  return parts.reduce((s, c) => ({ done: s.done + c.done, total: s.total + c.total, outdated: s.outdated + c.outdated }), {
    done: 0,
    total: 0,
    outdated: 0,
  });
}

/** Some field English fills has no translation at all (outdated ones are translated). */
export function hasMissing(c: Coverage | undefined): boolean {
  return c !== undefined && c.done + c.outdated < c.total;
}

export function hasOutdated(c: Coverage | undefined): boolean {
  return c !== undefined && c.outdated > 0;
}

/** The fields of `source` whose English has changed: field → [English then, English now]. */
export function outdatedFields<K extends string>(
  english: { readonly [P in K]?: unknown },
  translation: { readonly [P in K]?: unknown } | null | undefined,
  source: TranslationSource,
  fields: readonly K[],
): Partial<Record<K, { was: unknown; now: unknown }>> {
  const out: Partial<Record<K, { was: unknown; now: unknown }>> = {};
  for (const field of fields) {
    if (isFilled(english[field]) && isFilled(translation?.[field]) && isOutdatedField(source, field, english[field]))
      out[field] = { was: source?.[field] ?? null, now: english[field] };
  }
  return out;
}

/**
 * The lists' translation filter, one URL value: `?missing=id` (a field has no translation in ID,
 * as before) or `?missing=id-outdated` (English changed after some field was translated).
 */
export type TranslationFilterValue = TranslationLocale | `${TranslationLocale}-outdated`;
export type TranslationFilter = { locale: TranslationLocale; outdated: boolean };

const OUTDATED_SUFFIX = '-outdated';

export function parseTranslationFilter(value: unknown): TranslationFilter | null {
  if (typeof value !== 'string') return null;
  const outdated = value.endsWith(OUTDATED_SUFFIX);
  const locale = outdated ? value.slice(0, -OUTDATED_SUFFIX.length) : value;
  return isTranslationLocale(locale) ? { locale, outdated } : null;
}

export function isTranslationFilterValue(value: unknown): value is TranslationFilterValue {
  return parseTranslationFilter(value) !== null;
}

/** Every filter value in the select's order: missing in each locale, then outdated in each. */
export const TRANSLATION_FILTER_VALUES: readonly TranslationFilterValue[] = [
  ...TRANSLATION_LOCALES,
  ...TRANSLATION_LOCALES.map((l) => `${l}${OUTDATED_SUFFIX}` as const),
];
