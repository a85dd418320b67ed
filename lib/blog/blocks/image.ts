import { z } from 'zod';
import { defineBlock } from './definition';
import { URL_MAX } from './field-limits';
import { ALIGNMENTS, isBlank, option, optionalText } from './options';

export const IMAGE_WIDTHS = ['small', 'medium', 'large', 'full'] as const;

const schema = z.object({
  url: optionalText,
  alt: optionalText,
  caption: optionalText,
  alignment: option(ALIGNMENTS, 'center'),
  width: option(IMAGE_WIDTHS, 'full'),
});
export type ImageBlockContent = z.output<typeof schema>;

export const imageBlock = defineBlock({
  schema,
  defaults: (): ImageBlockContent => ({
    url: '',
    alt: '',
    caption: '',
    alignment: 'center',
    width: 'full',
  }),
  isEmpty: (c) => isBlank(c.url),
  readingText: () => '',
  fieldMax: { url: URL_MAX, alt: 300, caption: 500 },
  textFields: { alt: { label: 'alt', input: 'line' }, caption: { label: 'caption', input: 'line' } },
});
