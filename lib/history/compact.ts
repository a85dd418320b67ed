import { createHash } from 'node:crypto';
import { plainText } from '@/lib/html/plain-text';

export { plainText };

// Pure helpers that keep an audit entry compact: only the fields that changed, and long
// texts reduced to a readable excerpt with their length and a short hash (so an edit deep inside a
// long description still shows as a change without storing megabytes).

export type Snapshot = Record<string, unknown>;
export type Changes = Record<string, [unknown, unknown]>;

const EXCERPT_CHARS = 80;

/** JSON-equal: snapshots hold only strings, numbers, booleans, null and arrays of those. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * { field: [before, after] } for the fields whose value differs; a missing snapshot (create or
 * delete) contributes null for every field, and fields empty on both sides are left out.
 */
export function compactChanges(before: Snapshot | null, after: Snapshot | null): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (!same(a, b)) changes[key] = [a, b];
  }
  return changes;
}

/**
 * A long text as 'first words… [1234 chars · 1a2b3c4d]': readable, and different whenever the
 * text is (the hash covers the whole original). Empty text → null.
 */
export function textDigest(text: string | null | undefined): string | null {
  if (!text) return null;
  const visible = plainText(text);
  const head = visible.length > EXCERPT_CHARS ? `${visible.slice(0, EXCERPT_CHARS).trimEnd()}…` : visible;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return `${head} [${text.length} chars · ${hash}]`;
}

/** The file name of a stored photo's URL (its versioned name tells one upload from another). */
export function fileName(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1) || path;
}
