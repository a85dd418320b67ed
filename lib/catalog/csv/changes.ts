import { descriptionToText, sanitizeDescription } from '@/lib/html/sanitize';
import { changedFields, type ItemFieldKey } from '@/lib/product-fields/registry';
import type { GalleryRef, PhotoRef } from './photo-refs';
import type { RowWrite, SnapshotItem } from './plan';
import type { SpecPair } from './specs-field';
import { translatedChanges, type LocaleWords } from './translated-columns';

// What an "Update" row of a CSV import would change, field by field (before → after), so the
// preview says more than "Update". Pure and display-only: the apply never reads it. Long texts are
// shortened here, once, so the preview stays small whatever the file holds.

/** The file's own columns, or a product field (lib/product-fields). */
export type ChangeField = 'category' | 'name' | 'code' | 'description' | 'specs' | 'mainPhoto' | 'hoverPhoto' | 'gallery' | ItemFieldKey;

/**
 * `before`/`after` are display text; for `gallery` they are photo counts (as text) and `added`
 * says how many photos the import would fetch. An empty string means "none".
 */
export type FieldChange = { field: ChangeField; before: string; after: string; added?: number; locale?: string };

export const CHANGE_TEXT_MAX = 80;

/** At most `max` characters (whole code points), an ellipsis when shortened. */
export function shorten(text: string, max = CHANGE_TEXT_MAX): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

const specsText = (specs: readonly SpecPair[]) => specs.map((s) => (s.value ? `${s.name}: ${s.value}` : s.name)).join('; ');
const sameSpecs = (a: readonly SpecPair[], b: readonly SpecPair[]) =>
  a.length === b.length && a.every((s, i) => s.name === b[i]!.name && s.value === b[i]!.value);
/** A photo by its file name: the part of the address a person recognises. */
const fileName = (url: string | null | undefined) => (url ? (url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? url) : '');

function photoChange(field: 'mainPhoto' | 'hoverPhoto', ref: PhotoRef | undefined, current: string | null): FieldChange | null {
  if (ref?.kind !== 'fetch') return null;
  return { field, before: shorten(fileName(current)), after: shorten(fileName(ref.url)) };
}

function galleryChange(refs: readonly GalleryRef[], current: SnapshotItem['gallery']): FieldChange | null {
  const same = refs.length === current.length && refs.every((g, i) => g.kind === 'keep' && g.id === current[i]!.id);
  if (same) return null;
  const added = refs.filter((g) => g.kind === 'fetch').length;
  return { field: 'gallery', before: String(current.length), after: String(refs.length), added };
}

/** The changes of one planned update, in the form's field order; empty for a row that changes nothing. */
export function rowChanges(write: RowWrite, item: SnapshotItem, categoryName: (id: number | null) => string): FieldChange[] {
  const out: FieldChange[] = [];
  if (write.categoryId !== item.categoryId) {
    out.push({ field: 'category', before: shorten(categoryName(item.categoryId)), after: shorten(categoryName(write.categoryId)) });
  }
  if (write.name !== item.name) out.push({ field: 'name', before: shorten(item.name), after: shorten(write.name) });
  const code = item.code?.trim() || null;
  if (write.code !== code) out.push({ field: 'code', before: code ?? '', after: write.code ?? '' });
  const description = sanitizeDescription(item.descriptionHtml);
  if (write.descriptionHtml !== description) {
    out.push({
      field: 'description',
      before: shorten(descriptionToText(description)),
      after: shorten(descriptionToText(write.descriptionHtml)),
    });
  }
  for (const c of changedFields(item.fields, write.fields)) out.push({ ...c, before: shorten(c.before), after: shorten(c.after) });
  if (!sameSpecs(write.specs, item.specs))
    out.push({ field: 'specs', before: shorten(specsText(item.specs)), after: shorten(specsText(write.specs)) });
  for (const change of [
    photoChange('mainPhoto', write.main, item.mainPhotoUrl),
    photoChange('hoverPhoto', write.hover, item.hoverPhotoUrl),
  ]) {
    if (change) out.push(change);
  }
  const gallery = galleryChange(write.gallery, item.gallery);
  if (gallery) out.push(gallery);
  // Then each locale's words the file changes, named by field and locale like the English ones.
  for (const c of translatedChanges(write.translations, item.translations, write.specs.length)) {
    out.push({ field: c.field, locale: c.locale, before: wordsText(c.before, c.field), after: wordsText(c.after, c.field) });
  }
  return out;
}

function wordsText(words: LocaleWords, field: 'name' | 'description' | 'specs'): string {
  if (field === 'name') return shorten(words.name);
  if (field === 'description') return shorten(descriptionToText(words.descriptionHtml));
  return shorten(specsText(words.specs.filter((s) => s.name || s.value)));
}
