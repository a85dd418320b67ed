import { descriptionToText, sanitizeDescription } from '@/lib/html/sanitize';
import { changedFields, fieldCsvColumns, parseFieldCsv, type ItemFieldValues } from '@/lib/product-fields/registry';
import { MAX_DESCRIPTION, MAX_GALLERY, MAX_ITEM_CODE, MAX_ITEM_NAME, MAX_SPEC_TEXT, MAX_SPECS } from '../schemas';
import { descriptionTextToHtml, type CsvRecord } from './format';
import { resolveCover, resolveGallery, type CsvIssue, type GalleryRef, type PhotoRef, type PhotoRules } from './photo-refs';
import { decodeSpecs, encodeSpecs, type SpecPair } from './specs-field';
import { exportTranslatedColumns, planTranslations, translationsUnchanged, type TranslatedWords } from './translated-columns';
import type { ItemTranslationSnapshot } from '@/lib/history/contract';

// Import rules (pure): each CSV record → create / update / unchanged, with every error and
// warning, checked against a snapshot of the catalogue. Apply runs the same planner again on the
// server, so a preview and an apply can never disagree about what is valid.

export type SnapshotItem = {
  id: number;
  categoryId: number | null;
  code: string | null;
  name: string;
  descriptionHtml: string;
  specs: SpecPair[];
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  gallery: Array<{ id: number; photoUrl: string }>;
  /** The product fields (lib/product-fields). */
  fields: ItemFieldValues;
  /** Every locale's stored words, as a revision keeps them. */
  translations: Record<string, ItemTranslationSnapshot>;
};
export type CatalogueSnapshot = { categories: Array<{ id: number; name: string }>; items: SnapshotItem[] };

export type RowWrite = {
  itemId?: number;
  categoryId: number;
  previousCategoryId: number | null;
  name: string;
  code: string | null;
  descriptionHtml: string;
  specs: SpecPair[];
  fields: ItemFieldValues;
  main?: PhotoRef;
  hover?: PhotoRef;
  gallery: GalleryRef[];
  /** The words of each locale the file has columns for; absent: no translated column at all. */
  translations?: TranslatedWords;
};

export type RowPlan = {
  /** The spreadsheet row: the header is row 1, so the first product is row 2. */
  row: number;
  action: 'create' | 'update' | 'unchanged';
  name: string;
  errors: CsvIssue[];
  warnings: CsvIssue[];
  write?: RowWrite;
};

/** Most photos one import may fetch: each is a request with its own timeout, all before the transaction. */
export const MAX_IMPORT_FETCHES = 100;

const codeKey = (code: string) => code.trim().toLowerCase();

// Control characters (C0, DEL, C1) are never text a person typed: PostgreSQL refuses a NUL in a text
// column (the apply would fail with a generic error after the preview said yes), and the others
// hide in names and codes. Tab and line breaks are allowed only where a value may span lines.
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const isMultiLine = (column: string) => column.startsWith('description_') || column === 'gallery_urls';

/** One error per column holding a control character (single-line columns are checked as trimmed). */
function controlCharacterIssues(r: CsvRecord): CsvIssue[] {
  return Object.entries(r).flatMap(([column, value]) => {
    if (value === undefined) return [];
    const multiLine = isMultiLine(column);
    const bad = multiLine ? CONTROL_MULTI_LINE.test(value) : CONTROL_SINGLE_LINE.test(value.trim());
    return bad ? [{ key: 'controlCharacter', values: { column } }] : [];
  });
}

/** One export record per item, ordered by id (the CSV the export route sends). */
export function exportRecords(snapshot: CatalogueSnapshot, absoluteUrl: (stored: string) => string): CsvRecord[] {
  const categoryName = new Map(snapshot.categories.map((c) => [c.id, c.name]));
  return [...snapshot.items]
    .sort((a, b) => a.id - b.id)
    .map((item) => ({
      id: String(item.id),
      category: item.categoryId === null ? '' : (categoryName.get(item.categoryId) ?? ''),
      code: item.code?.trim() ?? '',
      name: item.name,
      description_text: descriptionToText(item.descriptionHtml),
      description_html: item.descriptionHtml,
      specs: encodeSpecs(item.specs),
      main_photo_url: item.mainPhotoUrl ? absoluteUrl(item.mainPhotoUrl) : '',
      hover_photo_url: item.hoverPhotoUrl ? absoluteUrl(item.hoverPhotoUrl) : '',
      gallery_urls: item.gallery.map((g) => absoluteUrl(g.photoUrl)).join(' '),
      ...fieldCsvColumns(item.fields),
      ...exportTranslatedColumns(item.translations, item.specs.length),
    }));
}

function isUnchanged(w: RowWrite, item: SnapshotItem): boolean {
  const sameSpecs =
    w.specs.length === item.specs.length && w.specs.every((s, i) => s.name === item.specs[i]!.name && s.value === item.specs[i]!.value);
  const sameGallery =
    w.gallery.length === item.gallery.length && w.gallery.every((g, i) => g.kind === 'keep' && g.id === item.gallery[i]!.id);
  const keeps = (ref: PhotoRef | undefined) => ref === undefined || ref.kind === 'keep';
  return (
    w.categoryId === item.categoryId &&
    w.name === item.name &&
    w.code === (item.code?.trim() || null) &&
    w.descriptionHtml === sanitizeDescription(item.descriptionHtml) &&
    changedFields(w.fields, item.fields).length === 0 &&
    sameSpecs &&
    sameGallery &&
    keeps(w.main) &&
    keeps(w.hover) &&
    translationsUnchanged(w.translations, item.translations, w.specs.length)
  );
}

export function planImport(records: readonly CsvRecord[], snapshot: CatalogueSnapshot, rules: PhotoRules): RowPlan[] {
  const byId = new Map(snapshot.items.map((i) => [i.id, i]));
  const byCode = new Map(snapshot.items.filter((i) => i.code?.trim()).map((i) => [codeKey(i.code!), i]));
  const categories = new Map(snapshot.categories.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const codeRows = new Map<string, number>();
  const targetRows = new Map<number, number>();

  return records.map((r, index): RowPlan => {
    const row = index + 2;
    const errors: CsvIssue[] = [];
    const warnings: CsvIssue[] = [];
    errors.push(...controlCharacterIssues(r));
    const name = r.name.trim();
    if (name === '') errors.push({ key: 'nameRequired' });
    else if (name.length > MAX_ITEM_NAME) errors.push({ key: 'nameTooLong', values: { max: MAX_ITEM_NAME } });

    const code = r.code.trim() || null;
    if (code && code.length > MAX_ITEM_CODE) errors.push({ key: 'codeTooLong', values: { max: MAX_ITEM_CODE } });

    let target: SnapshotItem | undefined;
    const id = r.id.trim();
    if (id !== '') {
      target = /^\d{1,15}$/.test(id) ? byId.get(Number(id)) : undefined;
      if (!target) errors.push({ key: 'unknownId', values: { id: id.slice(0, 20) } });
    } else if (code) {
      target = byCode.get(codeKey(code));
    }
    if (target) {
      const first = targetRows.get(target.id);
      if (first !== undefined) errors.push({ key: 'duplicateItem', values: { row: first } });
      else targetRows.set(target.id, row);
    }
    if (code) {
      const first = codeRows.get(codeKey(code));
      if (first !== undefined) errors.push({ key: 'duplicateCodeInFile', values: { code, row: first } });
      else codeRows.set(codeKey(code), row);
      const owner = byCode.get(codeKey(code));
      if (owner && target && owner.id !== target.id) errors.push({ key: 'codeTaken', values: { code, id: owner.id } });
    }

    const categoryId = categories.get(r.category.trim().toLowerCase());
    if (categoryId === undefined) errors.push({ key: 'unknownCategory', values: { category: r.category.trim().slice(0, 80) } });

    const rawHtml = r.description_html.trim() !== '' ? r.description_html : descriptionTextToHtml(r.description_text);
    if (rawHtml.length > MAX_DESCRIPTION) errors.push({ key: 'descriptionTooLong', values: { max: MAX_DESCRIPTION } });

    const decoded = decodeSpecs(r.specs);
    const specs = decoded.ok ? decoded.specs : [];
    if (!decoded.ok) errors.push({ key: 'specSyntax', values: { pair: decoded.pair } });
    else if (specs.length > MAX_SPECS) errors.push({ key: 'tooManySpecs', values: { max: MAX_SPECS } });
    else if (specs.some((s) => s.name.length > MAX_SPEC_TEXT || s.value.length > MAX_SPEC_TEXT)) {
      errors.push({ key: 'specTooLong', values: { max: MAX_SPEC_TEXT } });
    }

    const parsedFields = parseFieldCsv(r, target?.fields);
    if (!parsedFields.ok) errors.push(...parsedFields.problems.map((p) => p.issue));
    const translations = planTranslations(r, target?.translations, specs.length, errors);

    const main = resolveCover(r.main_photo_url, target?.mainPhotoUrl ?? null, rules, warnings);
    const hover = resolveCover(r.hover_photo_url, target?.hoverPhotoUrl ?? null, rules, warnings);
    const gallery = resolveGallery(r.gallery_urls, target?.gallery ?? [], rules, warnings);
    if (gallery.length > MAX_GALLERY) errors.push({ key: 'tooManyPhotos', values: { max: MAX_GALLERY } });

    const action = target ? 'update' : 'create';
    if (errors.length > 0 || categoryId === undefined || !parsedFields.ok) return { row, action, name, errors, warnings };
    const write: RowWrite = {
      itemId: target?.id,
      categoryId,
      previousCategoryId: target?.categoryId ?? null,
      name,
      code,
      descriptionHtml: sanitizeDescription(rawHtml),
      specs,
      fields: parsedFields.values,
      main,
      hover,
      gallery,
      ...(translations ? { translations } : {}),
    };
    return { row, action: target && isUnchanged(write, target) ? 'unchanged' : action, name, errors, warnings, write };
  });
}

/** File-level problems after planning: too many photos to fetch in one import. */
export function fetchCount(plans: readonly RowPlan[]): number {
  let n = 0;
  for (const p of plans) {
    const w = p.write;
    if (!w) continue;
    n += [w.main, w.hover, ...w.gallery].filter((ref) => ref?.kind === 'fetch').length;
  }
  return n;
}
