import type { MoqUnit } from '@/lib/product-fields/moq';
import type { ItemFieldValues } from '@/lib/product-fields/registry';
import { seedFields } from './catalog/fields';
import { FOOD_PACKAGING_ROWS } from './catalog/food-packaging';
import { HARDBOX_ROWS } from './catalog/hardbox';
import { PAPER_BAG_ROWS } from './catalog/paper-bag';
import { SOFTBOX_ROWS } from './catalog/softbox';
import type { Decoration, ProductDesign, ProductShape } from './product-shapes';

// Demo catalogue: categories with the SPEC's fixed ids, and items with their drawings.

export const SEED_CATEGORIES = [
  { id: 6, name: 'Hardbox' },
  { id: 5, name: 'Softbox' },
  { id: 42, name: 'Paper Bag' },
  { id: 7, name: 'Food Packaging' },
] as const;

export type SeedItem = {
  name: string;
  code: string | null;
  categoryId: number;
  design: ProductDesign;
  /** HTML: p, strong, ul/li. */
  description: string;
  specs: [string, string][];
  /** Number of gallery photos (0-4). */
  gallery: number;
  /** The product fields (lib/product-fields): the MOQ, … (./catalog/fields.ts). */
  fields: ItemFieldValues;
};

export type Row = [
  name: string,
  code: string | null,
  shape: ProductShape,
  color: string,
  accent: string,
  decoration: Decoration,
  size: [number, number, number],
  lead: string,
  points: string[],
  specs: [string, string][],
  gallery: number,
  moq?: [quantity: number, unit: MoqUnit],
];

function describe(lead: string, points: string[]): string {
  const list = points.length ? `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` : '';
  return `<p>${lead}</p>${list}`;
}

function rows(categoryId: number, list: Row[]): SeedItem[] {
  return list.map(([name, code, shape, color, accent, decoration, size, lead, points, specs, gallery, moq]) => ({
    name,
    code,
    categoryId,
    design: { shape, color, accent, decoration, size },
    description: describe(lead, points),
    specs,
    gallery,
    fields: seedFields({ code, specs, moq }),
  }));
}

const HB = 6,
  SB = 5,
  PB = 42,
  FP = 7;

export const SEED_ITEMS: SeedItem[] = [
  ...rows(HB, HARDBOX_ROWS),
  ...rows(SB, SOFTBOX_ROWS),
  ...rows(PB, PAPER_BAG_ROWS),
  ...rows(FP, FOOD_PACKAGING_ROWS),
];
