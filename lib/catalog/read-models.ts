/**
 * Typed read models of the public catalogue and the mapping from database rows, done once here.
 * Pure functions (no database, no server-only): unit-tested in read-models.test.ts.
 */

export type Specification = { id: number; name: string; value: string };
export type GalleryPhoto = { id: number; url: string };

/** One item as the category grid, its card and the specification modal need it. */
export type CatalogItem = {
  id: number;
  name: string;
  code: string | null;
  description: string;
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  specifications: Specification[];
  gallery: string[];
};

export type CategoryWithItems = { id: number; name: string; items: CatalogItem[] };

export type CategoryRecommendation = { id: number; name: string; photoUrl: string | null };

/** The product page: item, category, specifications and gallery (one statement). */
export type ItemDetails = CatalogItem & {
  categoryId: number | null;
  categoryName: string;
  updatedAt: string | null;
};

export type RecommendedItem = { id: number; name: string; mainPhotoUrl: string | null; hoverPhotoUrl: string | null };

export type SitemapCategory = { id: number; lastModified: string | null };
export type SitemapItem = { id: number; lastModified: string | null };

// ---- raw row shapes (as the drivers return them: bigint may come as string, json as text) ----

type Id = number | string | bigint;
type JsonList<T> = T[] | string | null;

export type RawSpecification = { id: Id; name: string | null; value: string | null };
export type RawGalleryPhoto = { id: Id; url: string | null };

export type RawCatalogItem = {
  id: Id;
  item_name: string | null;
  item_code: string | null;
  item_description: string | null;
  main_photo_url: string | null;
  hover_photo_url: string | null;
  specifications: JsonList<RawSpecification>;
  gallery: JsonList<RawGalleryPhoto>;
};

export type RawItemDetails = Omit<RawCatalogItem, 'id'> & {
  id: Id;
  category_id: Id | null;
  category_name: string | null;
  updated_at: Date | string | null;
};

export type RawCategoryWithItems = { id: Id; name: string | null; items: JsonList<RawCatalogItem> };

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

export function mapSpecifications(raw: JsonList<RawSpecification> | undefined): Specification[] {
  return jsonList(raw)
    .filter((s) => (s.name ?? '').trim() !== '')
    .map((s) => ({ id: toNumber(s.id), name: (s.name ?? '').trim(), value: (s.value ?? '').trim() }))
    .sort((a, b) => a.id - b.id);
}

export function mapGallery(raw: JsonList<RawGalleryPhoto> | undefined): string[] {
  return jsonList(raw)
    .map((g) => ({ id: toNumber(g.id), url: blankToNull(g.url) }))
    .filter((g): g is GalleryPhoto => g.url !== null)
    .sort((a, b) => a.id - b.id)
    .map((g) => g.url);
}

export function mapCatalogItem(raw: RawCatalogItem): CatalogItem {
  return {
    id: toNumber(raw.id),
    name: (raw.item_name ?? '').trim(),
    code: blankToNull(raw.item_code),
    description: raw.item_description ?? '',
    mainPhotoUrl: blankToNull(raw.main_photo_url),
    hoverPhotoUrl: blankToNull(raw.hover_photo_url),
    specifications: mapSpecifications(raw.specifications),
    gallery: mapGallery(raw.gallery),
  };
}

export function mapItemDetails(raw: RawItemDetails): ItemDetails {
  return {
    ...mapCatalogItem(raw),
    categoryId: raw.category_id == null ? null : toNumber(raw.category_id),
    categoryName: (raw.category_name ?? '').trim(),
    updatedAt: toIso(raw.updated_at),
  };
}

export function mapCategoryWithItems(raw: RawCategoryWithItems): CategoryWithItems {
  return {
    id: toNumber(raw.id),
    name: (raw.name ?? '').trim(),
    items: jsonList(raw.items).map(mapCatalogItem),
  };
}

/** Every photo of an item for viewers: main, hover, then the gallery, without duplicates. */
export function itemPhotos(item: Pick<CatalogItem, 'mainPhotoUrl' | 'hoverPhotoUrl' | 'gallery'>): string[] {
  const all = [item.mainPhotoUrl, item.hoverPhotoUrl, ...item.gallery].filter((u): u is string => !!u);
  return [...new Set(all)];
}

/** Client-side search and sort of a category's items (the URL holds q, sort and page). */
export type SortOrder = 'asc' | 'desc';
export const CATEGORY_PAGE_SIZE = 8;

/** Items whose name or code contains the query (case-insensitive); all of them for a blank query. */
function filterByQuery<T extends { name: string; code?: string | null }>(list: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase();
  return q ? list.filter((i) => i.name.toLocaleLowerCase().includes(q) || (i.code ?? '').toLocaleLowerCase().includes(q)) : [...list];
}

export function filterAndSortItems<T extends { name: string; code?: string | null }>(
  list: readonly T[],
  query: string,
  sort: SortOrder,
): T[] {
  const filtered = filterByQuery(list, query);
  const collator = nameCollator();
  filtered.sort((a, b) => (sort === 'desc' ? -1 : 1) * collator.compare(a.name, b.name));
  return filtered;
}

// Built on first use: an Intl.Collator costs ~15 ms of main thread in the browser (ICU data).
let collatorCache: Intl.Collator | null = null;
function nameCollator(): Intl.Collator {
  return (collatorCache ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));
}

/**
 * Same result as `filterAndSortItems(original, query, sort)` for a list the server already sorted
 * with `filterAndSortItems(original, '', 'asc')`: filtering keeps that order, so the default view
 * (and any search in A–Z order) needs no collator in the browser at load (issue 11). Z–A sorts the
 * filtered list again; the sort is stable, so ties keep the original order as before.
 */
export function filterPresortedItems<T extends { name: string; code?: string | null }>(
  sortedAsc: readonly T[],
  query: string,
  sort: SortOrder,
): T[] {
  const filtered = filterByQuery(sortedAsc, query);
  return sort === 'asc' ? filtered : filterAndSortItems(filtered, '', 'desc');
}

export function paginate<T>(list: readonly T[], page: number, size = CATEGORY_PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: list.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** Parses a route id ('6', '42'); anything else (e.g. 'abc', '1.5', '-3') is null → 404. */
export function parseRouteId(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}
