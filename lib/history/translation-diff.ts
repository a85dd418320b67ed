import type { ItemTranslationSnapshot, PostTranslationSnapshot } from './contract';

// Pure: what changed in the translations kept by two versions, one line per locale and field, so
// the History panel can say "Title (Indonesian)" or "Block 2, Caption (Chinese)" rather than a key.

/**
 * `field`: a post or item field name (as in the English diff), or for a block 'block' with the
 * block's `blockType` and text field `blockField`, or for a spec row 'specName' / 'specValue';
 * `position` (1-based) for blocks and spec rows.
 */
export type TranslationChange = {
  kind: 'translated';
  locale: string;
  field: string;
  position?: number;
  blockType?: string;
  blockField?: string;
  before: string;
  after: string;
};

const words = (v: unknown): string =>
  v === null || v === undefined ? '' : Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x.trim()).join(' · ') : String(v);

// A text block's `format` flag says how its words are stored; it is no words of its own.
const NOT_WORDS = new Set(['format']);

function localesOf<T>(prev: Record<string, T> | undefined, next: Record<string, T> | undefined): string[] {
  return [...new Set([...Object.keys(prev ?? {}), ...Object.keys(next ?? {})])].sort();
}

function fields<T extends object>(locale: string, prev: T | undefined, next: T | undefined, names: readonly [keyof T & string, string][]) {
  return names.flatMap(([key, field]) => {
    const [before, after] = [words(prev?.[key]), words(next?.[key])];
    return before === after ? [] : [{ kind: 'translated' as const, locale, field, before, after }];
  });
}

const POST_FIELDS = ['title', 'slug', 'excerpt', 'metaTitle', 'metaDescription', 'featuredImageAlt'] as const;

/** Changes of the posts' translations; nothing when either version predates kept translations. */
export function diffPostTranslations(
  prev: Record<string, PostTranslationSnapshot> | undefined,
  next: Record<string, PostTranslationSnapshot> | undefined,
): TranslationChange[] {
  if (!prev || !next) return [];
  return localesOf(prev, next).flatMap((locale) => {
    const [a, b] = [prev[locale], next[locale]];
    const changes: TranslationChange[] = fields(
      locale,
      a,
      b,
      POST_FIELDS.map((f) => [f, f] as [keyof PostTranslationSnapshot & string, string]),
    );
    const orders = [...new Set([...(a?.blocks ?? []), ...(b?.blocks ?? [])].map((x) => x.sortOrder))].sort((x, y) => x - y);
    for (const order of orders) {
      const [x, y] = [a?.blocks.find((k) => k.sortOrder === order), b?.blocks.find((k) => k.sortOrder === order)];
      const blockType = (y ?? x)!.blockType;
      const keys = [...new Set([...Object.keys(x?.content ?? {}), ...Object.keys(y?.content ?? {})])].filter((k) => !NOT_WORDS.has(k));
      for (const key of keys) {
        const [before, after] = [words(x?.content[key]), words(y?.content[key])];
        if (before !== after)
          changes.push({ kind: 'translated', locale, field: 'block', position: order + 1, blockType, blockField: key, before, after });
      }
    }
    return changes;
  });
}

/** Changes of the items' translations; nothing when either version predates kept translations. */
export function diffItemTranslations(
  prev: Record<string, ItemTranslationSnapshot> | undefined,
  next: Record<string, ItemTranslationSnapshot> | undefined,
): TranslationChange[] {
  if (!prev || !next) return [];
  return localesOf(prev, next).flatMap((locale) => {
    const [a, b] = [prev[locale], next[locale]];
    const changes: TranslationChange[] = fields(locale, a, b, [
      ['itemName', 'itemName'],
      ['itemDescription', 'descriptionHtml'],
    ]);
    const positions = [...new Set([...(a?.specs ?? []), ...(b?.specs ?? [])].map((s) => s.position))].sort((x, y) => x - y);
    for (const position of positions) {
      const [x, y] = [a?.specs.find((s) => s.position === position), b?.specs.find((s) => s.position === position)];
      for (const key of ['specName', 'specValue'] as const) {
        const [before, after] = [words(x?.[key]), words(y?.[key])];
        if (before !== after) changes.push({ kind: 'translated', locale, field: key, position: position + 1, before, after });
      }
    }
    return changes;
  });
}
