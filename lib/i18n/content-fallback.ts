// Per-field fallback of translated content and translation completeness, as pure
// functions used by the catalogue and blog reads and the admin lists. A field shows the requested locale's text when that text is
// filled, else the default language's, and says which locale it came from, so a page can mark a
// fallback block with `lang="en"` and list hreflang alternates only where the page is translated.

/** The default language's value of every translatable field, and what one locale has of them. */
export type FieldValues<K extends string> = { readonly [P in K]?: unknown };

export type Resolved<T, L extends string> = { value: T; locale: L; fallback: boolean };

/** Filled means worth showing: a non-blank string, a non-empty list, any other non-null value. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** One field: the translation when filled, else the default language's value. */
export function resolveField<T, L extends string>(
  defaultValue: T,
  translated: T | null | undefined,
  locale: L,
  defaultLocale: L,
): Resolved<T, L> {
  if (locale !== defaultLocale && isFilled(translated)) return { value: translated as T, locale, fallback: false };
  return { value: defaultValue, locale: defaultLocale, fallback: locale !== defaultLocale };
}

/** Every listed field resolved on its own (per field, never per page). */
export function resolveFields<K extends string, V extends { readonly [P in K]: unknown }, L extends string>(
  defaults: V,
  translation: Partial<{ readonly [P in K]: V[P] | null }> | null | undefined,
  fields: readonly K[],
  locale: L,
  defaultLocale: L,
): { [P in K]: Resolved<V[P], L> } {
  const out = {} as { [P in K]: Resolved<V[P], L> };
  for (const field of fields)
    out[field] = resolveField<V[K], L>(defaults[field], translation?.[field] as V[K] | null | undefined, locale, defaultLocale);
  return out;
}

/**
 * The `lang` attribute a block of text needs inside a page whose `<html lang>` is `pageLocale`:
 * the source locale when it differs (a fallback), else undefined (inherit).
 */
export function langFor<L extends string>(resolved: Pick<Resolved<unknown, L>, 'locale'>, pageLocale: L): L | undefined {
  return resolved.locale === pageLocale ? undefined : resolved.locale;
}

/**
 * True when the page counts as translated in `locale` (hreflang, sitemap): every one of the
 * `main` fields (e.g. title and the main text) comes from that locale itself.
 */
export function isTranslatedIn<K extends string, L extends string>(
  resolved: { readonly [P in K]: Pick<Resolved<unknown, L>, 'locale'> },
  main: readonly K[],
  locale: L,
): boolean {
  return main.length > 0 && main.every((field) => resolved[field].locale === locale);
}

export type Completeness = { done: number; total: number };

/**
 * How many of the fields filled in the default language the translation fills too. A field the
 * default language leaves empty is not asked of a translation.
 */
export function completeness<K extends string>(
  defaults: FieldValues<K>,
  translation: FieldValues<K> | null | undefined,
  fields: readonly K[],
): Completeness {
  const required = fields.filter((field) => isFilled(defaults[field]));
  const done = required.filter((field) => isFilled(translation?.[field])).length;
  return { done, total: required.length };
}

export function isComplete(c: Completeness): boolean {
  return c.done === c.total;
}

/** Sums the completeness of several rows (e.g. an item and its specification rows). */
export function sumCompleteness(parts: readonly Completeness[]): Completeness {
  return parts.reduce((sum, c) => ({ done: sum.done + c.done, total: sum.total + c.total }), { done: 0, total: 0 });
}

/**
 * "ID 8/8 · 中文 3/8": one entry per locale in the given order, labelled with the given (already
 * translated) labels; a locale without a label is left out.
 */
export function formatCompleteness<L extends string>(
  byLocale: ReadonlyArray<readonly [L, Completeness]>,
  labels: Partial<Record<L, string>>,
  separator = ' · ',
): string {
  return byLocale
    .filter(([locale]) => labels[locale] !== undefined)
    .map(([locale, c]) => `${labels[locale]} ${c.done}/${c.total}`)
    .join(separator);
}
