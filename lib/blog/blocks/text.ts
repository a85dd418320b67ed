import { z } from 'zod';
import { plainText } from '../../html/plain-text';
import { defineBlock } from './definition';
import { ALIGNMENTS, isBlank, option, optionalText } from './options';

export const TEXT_FONT_SIZES = ['small', 'normal', 'large'] as const;
/**
 * How `content` is written: 'plain' text (every block stored before the rich editor, rendered
 * escaped with its line breaks) or 'html' (bold, italic and links from the rich editor, sanitised
 * on save and on render). A block becomes 'html' only once it is edited in the rich editor.
 */
export const TEXT_FORMATS = ['plain', 'html'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

const schema = z.object({
  content: optionalText,
  format: option(TEXT_FORMATS, 'plain'),
  fontSize: option(TEXT_FONT_SIZES, 'normal'),
  alignment: option(ALIGNMENTS, 'left'),
});
export type TextBlockContent = z.output<typeof schema>;

/** The words a reader sees (markup dropped for an HTML block). */
export function textBlockWords(content: Pick<TextBlockContent, 'content' | 'format'>): string {
  return content.format === 'html' ? plainText(content.content) : content.content;
}

export const textBlock = defineBlock({
  schema,
  defaults: (): TextBlockContent => ({ content: '', format: 'html', fontSize: 'normal', alignment: 'left' }),
  isEmpty: (c) => isBlank(textBlockWords(c)),
  readingText: (c) => textBlockWords(c),
  fieldMax: { content: 10_000 },
  textFields: { content: { label: 'content', input: 'rich', format: 'format' } },
});
