import { z } from 'zod';
import { isBlank, option, optionalText } from './options';

export const QUOTE_STYLES = ['bordered', 'background', 'minimal'] as const;

export const quoteBlockSchema = z.object({
  content: optionalText,
  author: optionalText,
  style: option(QUOTE_STYLES, 'bordered'),
});
export type QuoteBlockContent = z.output<typeof quoteBlockSchema>;

export const quoteBlockDefaults = (): QuoteBlockContent => ({ content: '', author: '', style: 'bordered' });
export const isQuoteBlockEmpty = (c: QuoteBlockContent): boolean => isBlank(c.content);
