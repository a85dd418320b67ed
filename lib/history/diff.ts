import { changedFields, readFields } from '../product-fields/registry';
import type { ItemSnapshot, PostSnapshot } from './contract';
import { diffItemTranslations, diffPostTranslations, type TranslationChange } from './translation-diff';

// Pure: what changed from one version to the next, for the History panel. Fields are compared as
// text; blocks, specs and the gallery are aligned (longest common subsequence) so an inserted
// block reads as "added", not as every later block "changed".

export type Change =
  | { kind: 'field'; field: string; before: string; after: string }
  | { kind: 'set'; field: 'categories' | 'tags'; added: string[]; removed: string[] }
  | { kind: 'list'; field: ListField; change: 'added' | 'removed' | 'changed'; position: number; label: string }
  | { kind: 'order'; field: ListField }
  | TranslationChange;

/** The ordered lists a version holds: a post's blocks, an item's specs and gallery, a home section's entries. */
export type ListField = 'blocks' | 'specs' | 'gallery' | 'items';

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

export function fieldChanges<T extends object>(prev: T, next: T, fields: readonly (keyof T & string)[]): Change[] {
  return fields.flatMap((field) => {
    const before = text(prev[field]);
    const after = text(next[field]);
    return before === after ? [] : [{ kind: 'field' as const, field, before, after }];
  });
}

function setChange(field: 'categories' | 'tags', prev: readonly string[], next: readonly string[]): Change[] {
  const added = next.filter((x) => !prev.includes(x));
  const removed = prev.filter((x) => !next.includes(x));
  return added.length || removed.length ? [{ kind: 'set', field, added, removed }] : [];
}

/** Index pairs of a longest common subsequence of two key lists. */
function lcs(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const dp = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * Added/removed/changed entries of an ordered list. Between two matched entries, a removed and an
 * added entry facing each other with the same `sameSlot` key count as one "changed" entry.
 */
export function listChanges<T>(
  field: ListField,
  prev: readonly T[],
  next: readonly T[],
  keyOf: (x: T) => string,
  labelOf: (x: T) => string,
  sameSlot: (a: T, b: T) => boolean,
): Change[] {
  const before = prev.map(keyOf);
  const after = next.map(keyOf);
  // Same entries in another order (e.g. the gallery dragged): one "reordered" line.
  if (before.join('\n') !== after.join('\n') && [...before].sort().join('\n') === [...after].sort().join('\n')) {
    return [{ kind: 'order', field }];
  }
  const pairs = lcs(before, after);
  const changes: Change[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, nj] of [...pairs, [prev.length, next.length] as [number, number]]) {
    const removed = prev.slice(i, pi);
    const added = next.slice(j, nj);
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const r = removed[k];
      const a = added[k];
      if (k < paired && sameSlot(r!, a!)) changes.push({ kind: 'list', field, change: 'changed', position: j + k + 1, label: labelOf(a!) });
      else {
        if (r !== undefined) changes.push({ kind: 'list', field, change: 'removed', position: i + k + 1, label: labelOf(r) });
        if (a !== undefined) changes.push({ kind: 'list', field, change: 'added', position: j + k + 1, label: labelOf(a) });
      }
    }
    i = pi + 1;
    j = nj + 1;
  }
  return changes;
}

const POST_FIELDS = [
  'title',
  'slug',
  'author',
  'excerpt',
  'featuredImageUrl',
  'featuredImageAlt',
  'metaTitle',
  'metaDescription',
  'isFeatured',
  'status',
  'publishedAt',
] as const;

type Block = PostSnapshot['blocks'][number];
const blockLabel = (b: Block): string => {
  const c = b.content;
  const first = ['content', 'title', 'caption', 'alt', 'url'].map((k) => c[k]).find((v) => typeof v === 'string' && v.trim());
  const plain =
    typeof first === 'string'
      ? first
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  return plain.length > 60 ? `${b.type}: ${plain.slice(0, 57)}…` : plain ? `${b.type}: ${plain}` : b.type;
};

export function diffPosts(prev: PostSnapshot, next: PostSnapshot): Change[] {
  return [
    ...fieldChanges(prev, next, POST_FIELDS),
    ...listChanges(
      'blocks',
      prev.blocks,
      next.blocks,
      (b) => JSON.stringify(b),
      blockLabel,
      (a, b) => a.type === b.type,
    ),
    ...setChange('categories', prev.categoryIds, next.categoryIds),
    ...setChange('tags', prev.tagIds, next.tagIds),
    ...diffPostTranslations(prev.translations, next.translations),
  ];
}

const ITEM_FIELDS = ['itemName', 'itemCode', 'categoryId', 'descriptionHtml', 'mainPhotoUrl', 'hoverPhotoUrl'] as const;
type Spec = ItemSnapshot['specs'][number];

export function diffItems(prev: ItemSnapshot, next: ItemSnapshot): Change[] {
  const fileName = (url: string) => url.split('/').pop() ?? url;
  return [
    ...fieldChanges(prev, next, ITEM_FIELDS),
    // A product field in one line each; a snapshot from before a field existed has none, not a change.
    ...changedFields(readFields(prev), readFields(next)).map((c) => ({ kind: 'field' as const, ...c })),
    ...listChanges(
      'specs',
      prev.specs,
      next.specs,
      (s: Spec) => `${s.name}\u0000${s.value}`,
      (s) => `${s.name}: ${s.value}`,
      (a, b) => a.name === b.name,
    ),
    ...listChanges(
      'gallery',
      prev.gallery,
      next.gallery,
      (u) => u,
      fileName,
      () => true,
    ),
    ...diffItemTranslations(prev.translations, next.translations),
  ];
}

const SHORT_MAX = 80;

/** Plain text (tags dropped, spaces collapsed) of at most 80 characters, for one line of the panel. */
export function shortText(value: string): string {
  const plain = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SHORT_MAX ? `${plain.slice(0, SHORT_MAX - 1)}…` : plain;
}

/** The changes as the panel shows them: long texts (a description, a block) shortened. */
export function shortChanges(changes: Change[]): Change[] {
  return changes.map((c) =>
    c.kind === 'field' || c.kind === 'translated'
      ? { ...c, before: shortText(c.before), after: shortText(c.after) }
      : c.kind === 'list'
        ? { ...c, label: shortText(c.label) }
        : c,
  );
}
