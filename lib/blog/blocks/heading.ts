import { z } from 'zod';
import { ALIGNMENTS, isBlank, option, optionalText } from './options';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const headingBlockSchema = z.object({
  content: optionalText,
  // Stored rows may hold the level as a string ("3"); anything outside 1-4 means the default 2.
  level: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .transform((n) => n as HeadingLevel)
    .catch(2),
  alignment: option(ALIGNMENTS, 'left'),
});
export type HeadingBlockContent = z.output<typeof headingBlockSchema>;

export const headingBlockDefaults = (): HeadingBlockContent => ({ content: '', level: 2, alignment: 'left' });
export const isHeadingBlockEmpty = (c: HeadingBlockContent): boolean => isBlank(c.content);
