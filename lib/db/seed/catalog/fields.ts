import type { ItemFieldValues } from '@/lib/product-fields/registry';
import type { Row } from '../catalog-data';

// The demo products' fields (lib/product-fields), one entry per field: a field missing here is a
// type error, so every new field gets seed values.

/** What a field's seed value may be made from: the product's row. */
type SeedSource = { code: string | null; size: Row[6]; moq: Row[11] };

const SEED_FIELDS: { [K in keyof ItemFieldValues]: (item: SeedSource) => ItemFieldValues[K] } = {
  moq: ({ moq }) => (moq ? { quantity: moq[0], unit: moq[1] } : null),
};

export function seedFields(item: SeedSource): ItemFieldValues {
  return Object.fromEntries(Object.entries(SEED_FIELDS).map(([key, value]) => [key, value(item)])) as ItemFieldValues;
}
