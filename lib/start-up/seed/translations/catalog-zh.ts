import type { CatalogTranslations } from './types';
import { CATALOG_ZH_BAGS } from './catalog-zh/bags';
import { CATALOG_ZH_BOXES } from './catalog-zh/boxes';

// Simplified Chinese catalogue, in the wording of a packaging factory's Chinese price list
// (灰板, 铜版纸, 白卡纸, 烫金, 局部UV, 起订量 ...). Quantities use 个 / 只, sizes stay in cm.
// Partial on purpose: "Soap Sleeve Box" (name only), "Candle Carton Box" (no description) and
// "Recycled Grocery Paper Bag" (no specs).

export const CATALOG_ZH: CatalogTranslations = {
  locale: 'zh-CN',
  categories: {
    Hardbox: '精装硬盒',
    Softbox: '折叠纸盒',
    'Paper Bag': '纸袋',
    'Food Packaging': '食品包装',
  },
  items: { ...CATALOG_ZH_BOXES, ...CATALOG_ZH_BAGS },
};
