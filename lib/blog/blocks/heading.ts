import { z } from 'zod';
import { defineBlock } from './definition';
import { ALIGNMENTS, isBlank, option, optionalText } from './options';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

const schema = z.object({
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
export type HeadingBlockContent = z.output<typeof schema>;

export const headingBlock = defineBlock({
  schema,
  defaults: (): HeadingBlockContent => ({ content: '', level: 2, alignment: 'left' }),
  isEmpty: (c) => isBlank(c.content),
  readingText: (c) => c.content,
  fieldMax: { content: 300 },
  textFields: { content: { label: 'content', input: 'line' } },
});
