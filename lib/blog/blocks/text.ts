import { z } from 'zod';
import { ALIGNMENTS, isBlank, option, optionalText } from './options';

export const TEXT_FONT_SIZES = ['small', 'normal', 'large'] as const;

export const textBlockSchema = z.object({
  content: optionalText,
  fontSize: option(TEXT_FONT_SIZES, 'normal'),
  alignment: option(ALIGNMENTS, 'left'),
});
export type TextBlockContent = z.output<typeof textBlockSchema>;

export const textBlockDefaults = (): TextBlockContent => ({ content: '', fontSize: 'normal', alignment: 'left' });
export const isTextBlockEmpty = (c: TextBlockContent): boolean => isBlank(c.content);
