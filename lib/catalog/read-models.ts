/**
 * Typed read models of the public catalogue and the mapping from database rows, done once here.
 * Pure functions (no database, no server-only): unit-tested in read-models.test.ts.
 * Every read is in one locale; `lang` maps say which fields fell back (./localise.ts).
 */

import type { TranslationLocale } from '../i18n/content-locales';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/routing';
import { localeSlugs, type LocaleSlugs, type RawSlugs } from '../seo/catalog-paths';
import { CATEGORY_PAGE_SIZE } from './browse';
import { langMap, localiseText, translatedLocales, type FieldLang } from './localise';
import { readFields, type ItemFieldValues } from '@/lib/product-fields/registry';

export type Specification = { id: number; name: string; value: string; lang?: FieldLang<'name' | 'value'> };
export type GalleryPhoto = { id: number; url: string };

/** One item as the category grid, its card and the specification modal need it. */
export type CatalogItem = {
  id: number;
  /** The slug of its address in the read's locale ('' = none yet: the bare id address, which redirects). */
  slug: string;
  name: string;
  code: string | null;
  description: string;
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  specifications: Specification[];
  gallery: string[];
  /** The product fields (lib/product-fields/registry.ts), the same in every language: the MOQ (null: any quantity), … */
  fields: ItemFieldValues;
  lang?: FieldLang<'name' | 'description'>;
};

/** What a card shows: a category page sends only this; the dialogs fetch the rest on first use. */
export type CardItem = Pick<CatalogItem, 'id' | 'slug' | 'name' | 'mainPhotoUrl' | 'hoverPhotoUrl' | 'lang'>;

export function toCardItem({ id, slug, name, mainPhotoUrl, hoverPhotoUrl, lang }: CatalogItem): CardItem {
  return lang ? { id, slug, name, mainPhotoUrl, hoverPhotoUrl, lang } : { id, slug, name, mainPhotoUrl, hoverPhotoUrl };
}

export type CategoryWithItems = {
  id: number;
  name: string;
  /** Its slug in each locale (canonical and hreflang). */
  slugs: LocaleSlugs;
  lang?: FieldLang<'name'>;
  /** The translation locales whose copy of the page is listed (its name is translated there). */
  translatedIn: TranslationLocale[];
  items: CatalogItem[];
};

export type CategoryRecommendation = { id: number; slug: string; name: string; photoUrl: string | null; lang?: FieldLang<'name'> };

/** The product page: item, category, specifications and gallery (one statement). */
export type ItemDetails = CatalogItem & {
  categoryId: number | null;
  /** The category's slug in the read's locale. */
  categorySlug: string;
  categoryName: string;
  /** The product's slug in each locale (canonical and hreflang). */
  slugs: LocaleSlugs;
  /** Set when the category name fell back to this locale. */
  categoryLang?: AppLocale;
  updatedAt: string | null;
  /** The translation locales whose copy of the page is listed (name and description translated there). */
  translatedIn: TranslationLocale[];
};

export { localeSlugs, type LocaleSlugs };

export type RecommendedItem = {
  id: number;
  slug: string;
  name: string;
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  lang?: FieldLang<'name'>;
};

export type { SitemapCategory, SitemapItem } from './sitemap-times';

// ---- raw row shapes (as the drivers return them: bigint may come as string, json as text) ----

type Id = number | string | bigint;
type JsonList<T> = T[] | string | null;

/** `tr_*`: the requested locale's translation of the column before it (absent or null: none). */
export type RawSpecification = { id: Id; name: string | null; value: string | null; tr_name?: string | null; tr_value?: string | null };
export type RawGalleryPhoto = { id: Id; url: string | null };

/** Besides these, the product fields' columns by their SQL names (`FIELD_SQL_COLUMNS`, read by `readFields`). */
export type RawCatalogItem = {
  id: Id;
  item_name: string | null;
  item_code: string | null;
  item_description: string | null;
  main_photo_url: string | null;
  hover_photo_url: string | null;
  specifications: JsonList<RawSpecification>;
  gallery: JsonList<RawGalleryPhoto>;
  tr_item_name?: string | null;
  tr_item_description?: string | null;
  slug?: string | null;
};

export type RawItemDetails = Omit<RawCatalogItem, 'id'> & {
  id: Id;
  category_id: Id | null;
  category_name: string | null;
  tr_category_name?: string | null;
  updated_at: Date | string | null;
  translated_in?: JsonList<string>;
  slugs?: RawSlugs;
  category_slug?: string | null;
};

export type RawCategoryWithItems = {
  id: Id;
  name: string | null;
  tr_name?: string | null;
  translated_in?: JsonList<string>;
  slugs?: RawSlugs;
  items: JsonList<RawCatalogItem>;
};

function toNumber(value: Id): number {
  return typeof value === 'number' ? value : Number(value);
}

function jsonList<T>(value: JsonList<T> | undefined): T[] {
  if (value == null) return [];
  if (typeof value === 'string') {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  }
  return value;
}

function blankToNull(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

function toIso(value: Date | string | null): string | null {
  if (value == null) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Rows without an English name are dropped (as before); name and value fall back separately. */
export function mapSpecifications(raw: JsonList<RawSpecification> | undefined, locale: AppLocale = DEFAULT_LOCALE): Specification[] {
  return jsonList(raw)
    .filter((s) => (s.name ?? '').trim() !== '')
    .map((s) => {
      const name = localiseText(s.name, s.tr_name, locale);
      const value = localiseText(s.value, s.tr_value, locale);
      const lang = langMap({ name, value });
      return { id: toNumber(s.id), name: name.value.trim(), value: value.value.trim(), ...(lang ? { lang } : {}) };
    })
    .sort((a, b) => a.id - b.id);
}

export function mapGallery(raw: JsonList<RawGalleryPhoto> | undefined): string[] {
  return jsonList(raw)
    .map((g) => ({ id: toNumber(g.id), url: blankToNull(g.url) }))
    .filter((g): g is GalleryPhoto => g.url !== null)
    .sort((a, b) => a.id - b.id)
    .map((g) => g.url);
}

export function mapCatalogItem(raw: RawCatalogItem, locale: AppLocale = DEFAULT_LOCALE): CatalogItem {
  const name = localiseText(raw.item_name, raw.tr_item_name, locale);
  const description = localiseText(raw.item_description, raw.tr_item_description, locale);
  const lang = langMap({ name, description });
  return {
    id: toNumber(raw.id),
    slug: raw.slug ?? '',
    name: name.value.trim(),
    code: blankToNull(raw.item_code),
    description: description.value,
    mainPhotoUrl: blankToNull(raw.main_photo_url),
    hoverPhotoUrl: blankToNull(raw.hover_photo_url),
    specifications: mapSpecifications(raw.specifications, locale),
    gallery: mapGallery(raw.gallery),
    fields: readFields(raw, true),
    ...(lang ? { lang } : {}),
  };
}

export function mapItemDetails(raw: RawItemDetails, locale: AppLocale = DEFAULT_LOCALE): ItemDetails {
  const category = localiseText(raw.category_name, raw.tr_category_name, locale);
  return {
    ...mapCatalogItem(raw, locale),
    categoryId: raw.category_id == null ? null : toNumber(raw.category_id),
    categorySlug: raw.category_slug ?? '',
    slugs: localeSlugs(raw.slugs),
    categoryName: category.value.trim(),
    ...(category.lang ? { categoryLang: category.lang } : {}),
    updatedAt: toIso(raw.updated_at),
    translatedIn: translatedLocales(raw.translated_in),
  };
}

export function mapCategoryWithItems(raw: RawCategoryWithItems, locale: AppLocale = DEFAULT_LOCALE): CategoryWithItems {
  const name = localiseText(raw.name, raw.tr_name, locale);
  const lang = langMap({ name });
  return {
    id: toNumber(raw.id),
    name: name.value.trim(),
    slugs: localeSlugs(raw.slugs),
    ...(lang ? { lang } : {}),
    translatedIn: translatedLocales(raw.translated_in),
    items: jsonList(raw.items).map((item) => mapCatalogItem(item, locale)),
  };
}

/** Every photo of an item for viewers: main, hover, then the gallery, without duplicates. */
export function itemPhotos(item: Pick<CatalogItem, 'mainPhotoUrl' | 'hoverPhotoUrl' | 'gallery'>): string[] {
  const all = [item.mainPhotoUrl, item.hoverPhotoUrl, ...item.gallery].filter((u): u is string => !!u);
  return [...new Set(all)];
}

export {
  browsePage,
  browseQuery,
  CATEGORY_PAGE_SIZE,
  filterAndSortItems,
  filterPresortedItems,
  FIRST_BROWSE_PAGE,
  readBrowseState,
  type BrowsePage,
  type BrowseState,
  type SortOrder,
} from './browse';

export function paginate<T>(list: readonly T[], page: number, size = CATEGORY_PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: list.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** A route id in its one spelling ('6', '42'); anything else ('abc', '-3', '006' for row 6) is null → 404, never cached. */
export function parseRouteId(value: string): number | null {
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
