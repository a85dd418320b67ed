import { z } from 'zod';
import { isBlank, option, optionalText } from './options';

export const CTA_STYLES = ['primary', 'secondary', 'gradient'] as const;

export const ctaBlockSchema = z.object({
  title: optionalText,
  description: optionalText,
  buttonText: optionalText,
  buttonUrl: optionalText,
  style: option(CTA_STYLES, 'primary'),
});
export type CtaBlockContent = z.output<typeof ctaBlockSchema>;

export const ctaBlockDefaults = (): CtaBlockContent => ({
  title: '',
  description: '',
  buttonText: '',
  buttonUrl: '',
  style: 'primary',
});
export const isCtaBlockEmpty = (c: CtaBlockContent): boolean => isBlank(c.title);
