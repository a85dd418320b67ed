import type { z } from 'zod';

/**
 * The first issue per field (its top-level key, `form` for one without a path) as a message key.
 * The schemas name their messages with keys of the form's `errors`; an issue whose message is not
 * one of `keys` (zod's own English text, for a field that is missing or of the wrong type) reads as
 * `fallback`, so neither a raw key nor zod's wording ever reaches the screen.
 */
export function issueKeys<K extends string>(error: z.ZodError, keys: readonly K[], fallback: K): Record<string, K> {
  const out: Record<string, K> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= (keys as readonly string[]).includes(issue.message) ? (issue.message as K) : fallback;
  }
  return out;
}
