import { z } from 'zod';
import { ALIGNMENTS, isBlank, option, optionalText } from './options';

export const IMAGE_WIDTHS = ['small', 'medium', 'large', 'full'] as const;

export const imageBlockSchema = z.object({
  url: optionalText,
  alt: optionalText,
  caption: optionalText,
  alignment: option(ALIGNMENTS, 'center'),
  width: option(IMAGE_WIDTHS, 'full'),
});
export type ImageBlockContent = z.output<typeof imageBlockSchema>;

export const imageBlockDefaults = (): ImageBlockContent => ({
  url: '',
  alt: '',
  caption: '',
  alignment: 'center',
  width: 'full',
});
export const isImageBlockEmpty = (c: ImageBlockContent): boolean => isBlank(c.url);
