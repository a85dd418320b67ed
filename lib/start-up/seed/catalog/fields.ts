import type { ProductCertification } from '@/lib/product-fields/certifications-field';
import type { ItemFieldValues } from '@/lib/product-fields/registry';
import type { Row } from '../catalog-data';

// The demo products' fields (lib/product-fields), one entry per field: a field missing here is a
// type error, so every new field gets seed values.

/** What a field's seed value may be made from: the product's row. */
type SeedSource = { code: string | null; specs: Row[9]; moq: Row[11] };

/** The "Size" row's 'L x W x H cm' as millimetres (the demo's sizes are the insides). */
function innerSize(specs: Row[9]) {
  const size = specs.find(([name]) => name === 'Size')?.[1];
  const match = size?.match(/^(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) cm$/);
  if (!match) return null;
  const [length, width, height] = match.slice(1).map((cm) => Math.round(Number(cm) * 10)) as [number, number, number];
  return { length, width, height };
}

/** Working days by product line (the code's prefix): rigid boxes take longest, takeaway packs least. */
const LEAD_TIMES: Record<string, { min: number; max: number }> = {
  HB: { min: 12, max: 15 },
  SB: { min: 7, max: 10 },
  PB: { min: 10, max: 14 },
  FP: { min: 5, max: 7 },
};

/** What each product line is certified for: FSC paper throughout, food contact for the food line. */
const CERTIFICATIONS: Record<string, ProductCertification[]> = {
  HB: ['fsc', 'iso-9001'],
  SB: ['fsc'],
  PB: ['fsc', 'sni'],
  FP: ['fsc', 'food-grade', 'halal'],
};

const SEED_FIELDS: { [K in keyof ItemFieldValues]: (item: SeedSource) => ItemFieldValues[K] } = {
  moq: ({ moq }) => (moq ? { quantity: moq[0], unit: moq[1] } : null),
  innerSize: ({ specs }) => innerSize(specs),
  leadTime: ({ code }) => (code ? (LEAD_TIMES[code.split('-')[0]!] ?? null) : null),
  certifications: ({ code }) => (code ? (CERTIFICATIONS[code.split('-')[0]!] ?? null) : null),
};

export function seedFields(item: SeedSource): ItemFieldValues {
  return Object.fromEntries(Object.entries(SEED_FIELDS).map(([key, value]) => [key, value(item)])) as ItemFieldValues;
}
