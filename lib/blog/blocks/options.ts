import '../../validation/zod-jitless';
import { z } from 'zod';

// Presentation options fall back to their SPEC default instead of failing the block: an old or
// hand-edited row with an odd `fontSize` still shows its text. Content fields stay strict.
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export function option<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback);
}

/** A string field that may be missing or null in stored rows. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const isBlank = (value: string): boolean => value.trim() === '';
