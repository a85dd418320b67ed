import type { CatalogTranslations } from './types';
import { CATALOG_ID_BAGS } from './catalog-id/bags';
import { CATALOG_ID_BOXES } from './catalog-id/boxes';

// Indonesian catalogue (Bahasa Indonesia as printed on an Indonesian packaging maker's price list:
// trade words buyers use every day, such as greyboard, art paper, ivory, duplex, hot foil and pcs, stay).
// Partial on purpose: "Tea Packaging Carton" (name only) and "Landscape Gift Bag" (no specs).

export const CATALOG_ID: CatalogTranslations = {
  locale: 'id',
  categories: {
    Hardbox: 'Hardbox (Kotak Kaku)',
    Softbox: 'Softbox (Kotak Lipat)',
    'Paper Bag': 'Tas Kertas',
    'Food Packaging': 'Kemasan Makanan',
  },
  items: { ...CATALOG_ID_BOXES, ...CATALOG_ID_BAGS },
};
