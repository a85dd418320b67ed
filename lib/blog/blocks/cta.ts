import { z } from 'zod';
import { defineBlock } from './definition';
import { URL_MAX } from './field-limits';
import { isBlank, option, optionalText } from './options';

export const CTA_STYLES = ['primary', 'secondary', 'gradient'] as const;

const schema = z.object({
  title: optionalText,
  description: optionalText,
  buttonText: optionalText,
  buttonUrl: optionalText,
  style: option(CTA_STYLES, 'primary'),
});
export type CtaBlockContent = z.output<typeof schema>;

export const ctaBlock = defineBlock({
  schema,
  defaults: (): CtaBlockContent => ({
    title: '',
    description: '',
    buttonText: '',
    buttonUrl: '',
    style: 'primary',
  }),
  isEmpty: (c) => isBlank(c.title),
  readingText: () => '',
  fieldMax: { title: 200, description: 1_000, buttonText: 100, buttonUrl: URL_MAX },
  textFields: {
    title: { label: 'ctaTitle', input: 'line' },
    description: { label: 'ctaDescription', input: 'paragraph' },
    buttonText: { label: 'buttonText', input: 'line' },
  },
});
