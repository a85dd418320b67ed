import { z } from 'zod';
import { defineBlock } from './definition';
import { option } from './options';

export const LIST_TYPES = ['bullet', 'numbered', 'checklist'] as const;

const schema = z.object({
  // SPEC: a list renders only when `items` is an array; anything else is a malformed block.
  items: z.array(z.union([z.string(), z.number()]).transform(String)),
  listType: option(LIST_TYPES, 'bullet'),
  // The SPEC names a `style` without values; it is kept as given so the editor round-trips it.
  style: z.string().optional().catch(undefined),
});
export type ListBlockContent = z.output<typeof schema>;

export const listBlock = defineBlock({
  schema,
  defaults: (): ListBlockContent => ({ items: [''], listType: 'bullet' }),
  // SPEC section 5: a list is never empty.
  isEmpty: () => false,
  readingText: () => '',
  fieldMax: {},
  textFields: { items: { label: 'item', input: 'list' } },
});
