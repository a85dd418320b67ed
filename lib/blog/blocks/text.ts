import { z } from 'zod';
import { defineBlock } from './definition';
import { ALIGNMENTS, isBlank, option, optionalText } from './options';

export const TEXT_FONT_SIZES = ['small', 'normal', 'large'] as const;

const schema = z.object({
  content: optionalText,
  fontSize: option(TEXT_FONT_SIZES, 'normal'),
  alignment: option(ALIGNMENTS, 'left'),
});
export type TextBlockContent = z.output<typeof schema>;

export const textBlock = defineBlock({
  schema,
  defaults: (): TextBlockContent => ({ content: '', fontSize: 'normal', alignment: 'left' }),
  isEmpty: (c) => isBlank(c.content),
  readingText: (c) => c.content,
  fieldMax: { content: 10_000 },
});
