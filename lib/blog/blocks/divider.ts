import { z } from 'zod';
import { defineBlock } from './definition';
import { option } from './options';

export const DIVIDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const DEFAULT_DIVIDER_COLOR = '#E5E7EB';

// Only hex colours: the value ends up in a style attribute.
const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const schema = z.object({
  style: option(DIVIDER_STYLES, 'solid'),
  color: z.string().trim().regex(hexColor).catch(DEFAULT_DIVIDER_COLOR),
});
export type DividerBlockContent = z.output<typeof schema>;

export const dividerBlock = defineBlock({
  schema,
  defaults: (): DividerBlockContent => ({ style: 'solid', color: DEFAULT_DIVIDER_COLOR }),
  // SPEC section 5: a divider is never empty.
  isEmpty: () => false,
  readingText: () => '',
  fieldMax: {},
  textFields: {},
});
