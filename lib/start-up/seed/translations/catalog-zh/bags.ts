import { describe } from '../describe';
import type { ItemTranslation } from '../types';
import { CZ, CC, GY, JQ, KC, TS } from './labels';

// The Paper Bag and Food Packaging items of the Chinese catalogue, keyed by English item name.
export const CATALOG_ZH_BAGS: Readonly<Record<string, ItemTranslation>> = {
  'Kraft Paper Bag with Twisted Handle': {
    status: 'full',
    name: '牛皮纸扭绳手提袋',
    description: describe('天然<strong>牛皮纸袋</strong>，配结实的纸扭绳提手。', ['可回收、无塑料', '1-2 色柔版印刷']),
    specs: [
      [CZ, '120 克牛皮纸'],
      [CC, '32 x 12 x 40 cm'],
      [TS, '纸扭绳'],
    ],
  },
  'Luxury Shopping Bag with Rope Handle': {
    status: 'full',
    name: '高档棉绳购物袋',
    description: describe('配棉绳提手的<strong>覆膜购物袋</strong>，专为精品店打造。', ['烫金 logo', '袋口折边加固']),
    specs: [
      [CZ, '210 克铜版纸'],
      [GY, '覆哑膜，烫金'],
      [TS, '棉绳'],
    ],
  },
  'White Paper Bag with Ribbon Handle': {
    status: 'full',
    name: '白色丝带手提纸袋',
    description: describe('简洁的<strong>白色礼品袋</strong>，配缎带提手。'),
    specs: [
      [CZ, '230 克白卡纸'],
      [TS, '缎带'],
    ],
  },
  'Food Takeaway Paper Bag': {
    status: 'full',
    name: '食品外卖纸袋',
    description: describe('<strong>食品级外卖袋</strong>，适用于餐厅和烘焙店。', ['防油纸', '平口提手']),
    specs: [[CZ, '100 克食品级牛皮纸']],
  },
  'Boutique Fashion Bag': {
    status: 'full',
    name: '精品时装袋',
    description: describe('采用品牌专属色的<strong>醒目时装袋</strong>。', ['四色印刷']),
    specs: [
      [CZ, '190 克铜版纸'],
      [GY, '覆光膜'],
      [TS, '丝带'],
    ],
  },
  'Wine Bottle Paper Bag': {
    status: 'full',
    name: '红酒纸袋',
    description: describe('高身<strong>酒瓶袋</strong>，适用于葡萄酒、烈酒和糖浆。'),
    specs: [
      [CC, '12 x 10 x 36 cm'],
      [TS, '绳子'],
    ],
  },
  'Mini Jewellery Gift Bag': {
    status: 'full',
    name: '迷你首饰礼品袋',
    description: describe('小巧的<strong>礼品袋</strong>，适用于首饰、化妆品和派对回礼。'),
    specs: [],
  },
  'Corporate Event Bag': {
    status: 'full',
    name: '企业活动手提袋',
    description: describe('印有品牌标识的<strong>活动手提袋</strong>，适用于研讨会、展会和新品发布会。', ['双面印刷']),
    specs: [
      [CZ, '230 克铜版卡'],
      [JQ, '14 个工作日'],
    ],
  },
  'Recycled Grocery Paper Bag': {
    status: 'partial',
    missing: 'Name and description only: the specification rows stay English.',
    name: '再生纸购物袋',
    description: describe('再生牛皮纸制成、容量宽敞的<strong>购物袋</strong>。', ['承重可达 8 kg']),
  },
  'Landscape Gift Bag': {
    status: 'full',
    name: '横版礼品袋',
    description: describe('宽幅<strong>横版手提袋</strong>，适合装盒装礼品和礼篮。'),
    specs: [
      [CC, '40 x 12 x 28 cm'],
      [TS, '棉绳'],
    ],
  },
  'Burger Clamshell Box': {
    status: 'full',
    name: '汉堡翻盖盒',
    description: describe('防油<strong>汉堡盒</strong>，保温又整洁。'),
    specs: [[CZ, '300 克食品级卡纸']],
  },
  'Bakery Window Box': {
    status: 'full',
    name: '烘焙开窗盒',
    description: describe('带透明视窗的<strong>蛋糕和糕点盒</strong>。', ['食品安全级 PET 视窗']),
    specs: [
      [CZ, '300 克白卡纸'],
      [KC, 'PET'],
    ],
  },
  'Rice Box Takeaway': {
    status: 'full',
    name: '外卖饭盒',
    description: describe('牛皮纸<strong>饭盒</strong>，适用于外卖餐食。'),
    specs: [],
  },
  'Snack Carton Box': {
    status: 'full',
    name: '零食纸盒',
    description: describe('色彩明快的<strong>零食纸盒</strong>，适用于薯片、曲奇和饼干。'),
    specs: [[CZ, '300 克白板纸']],
  },
};
