import { z } from 'zod';
import { defineBlock } from './definition';
import { isBlank, option, optionalText } from './options';

export const QUOTE_STYLES = ['bordered', 'background', 'minimal'] as const;

const schema = z.object({
  content: optionalText,
  author: optionalText,
  style: option(QUOTE_STYLES, 'bordered'),
});
export type QuoteBlockContent = z.output<typeof schema>;

export const quoteBlock = defineBlock({
  schema,
  defaults: (): QuoteBlockContent => ({ content: '', author: '', style: 'bordered' }),
  isEmpty: (c) => isBlank(c.content),
  readingText: () => '',
  fieldMax: { content: 2_000, author: 200 },
  // The author's name is a name, not words to translate.
  textFields: { content: { label: 'quote', input: 'paragraph' } },
});
