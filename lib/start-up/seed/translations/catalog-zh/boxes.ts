import { describe } from '../describe';
import type { ItemTranslation } from '../types';
import { CZ, CC, GY, JQ, HD, NC, KC, MW } from './labels';

// The Hardbox and Softbox items of the Chinese catalogue, keyed by English item name.
export const CATALOG_ZH_BOXES: Readonly<Record<string, ItemTranslation>> = {
  'Rigid Magnetic Gift Box': {
    status: 'full',
    name: '磁吸礼盒',
    description: describe('<strong>精装硬礼盒</strong>，隐藏式磁铁翻盖，合上时“咔嗒”一声，手感扎实。', [
      '2 mm 灰板外裱铜版纸',
      '翻盖烫金 logo',
      '可选海绵或绸缎内衬',
    ]),
    specs: [
      [CZ, '2 mm 灰板 + 150 克铜版纸'],
      [CC, '30 x 22 x 10 cm'],
      [GY, '覆哑膜，烫金'],
    ],
  },
  'Premium Lid and Base Box': {
    status: 'full',
    name: '高档天地盖礼盒',
    description: describe('经典<strong>天地盖硬盒</strong>，适用于高端礼品、手表和礼篮。', [
      '深盖设计，盖合紧密而优雅',
      '缎带颜色可按任意潘通色定制',
    ]),
    specs: [
      [CZ, '2.5 mm 灰板'],
      [CC, '25 x 25 x 15 cm'],
      [GY, '覆触感膜'],
      [JQ, ''],
    ],
  },
  'Luxury Drawer Box': {
    status: 'full',
    name: '高档抽屉盒',
    description: describe('带缎带拉手的<strong>抽拉式抽屉盒</strong>，深受珠宝和化妆品品牌喜爱。', ['外套与抽屉可做撞色', '缎带拉环']),
    specs: [
      [CZ, '2 mm 灰板 + 特种纸'],
      [CC, '20 x 15 x 8 cm'],
    ],
  },
  'Rigid Shoulder Neck Box': {
    status: 'full',
    name: '精装肩颈盒',
    description: describe('三件式<strong>肩颈盒</strong>，适用于香水、香薰蜡烛和酒类。', ['颈圈外露，可做撞色', '盒盖击凸 logo']),
    specs: [
      [CZ, '2 mm 灰板'],
      [GY, '击凸，局部UV'],
    ],
  },
  'Book Style Presentation Box': {
    status: 'full',
    name: '书型展示礼盒',
    description: describe('像书封一样翻开的<strong>书型盒</strong>：新品发布和媒体礼包的理想之选。'),
    specs: [
      [CZ, '2 mm 灰板 + 布纹纸'],
      [CC, '28 x 21 x 6 cm'],
      [HD, '2 mm'],
    ],
  },
  'Hexagon Rigid Box': {
    status: 'full',
    name: '六角形精装盒',
    description: describe('造型吸睛的硬盒，适合巧克力、马卡龙和节日礼篮。', ['内外均可四色胶印']),
    specs: [],
  },
  'Corporate Hamper Box': {
    status: 'full',
    name: '企业礼篮盒',
    description: describe('空间宽敞的<strong>礼篮盒</strong>，适用于开斋节和年终企业礼品。', ['可放酒瓶、罐子和零食', '可定制隔板']),
    specs: [
      [CZ, '3 mm 灰板'],
      [CC, '40 x 30 x 15 cm'],
    ],
  },
  'Watch Gift Box': {
    status: 'full',
    name: '手表礼盒',
    description: describe('小巧的硬盒，配<strong>绒布枕头内衬</strong>，适用于手表和手链。'),
    specs: [
      [NC, '绒布枕头'],
      [CC, '12 x 12 x 8 cm'],
    ],
  },
  'Wine Bottle Rigid Box': {
    status: 'full',
    name: '红酒精装盒',
    description: describe('高身<strong>精装酒盒</strong>，磁吸翻盖，内衬绸缎。', ['适合 750 ml 酒瓶', '烫金徽标']),
    specs: [
      [CZ, '2.5 mm 灰板'],
      [CC, '11 x 11 x 36 cm'],
      [GY, '烫金'],
    ],
  },
  'Cosmetic Set Drawer Box': {
    status: 'full',
    name: '化妆品套装抽屉盒',
    description: describe('纤薄的<strong>抽屉盒</strong>，配 EVA 内衬，适用于护肤品套装。', ['按产品定制切割的海绵内衬']),
    specs: [
      [CZ, '2 mm 灰板'],
      [NC, 'EVA 泡棉'],
    ],
  },
  'Kraft Rigid Box with Window': {
    status: 'full',
    name: '牛皮纸开窗精装盒',
    description: describe('天然牛皮纸<strong>精装盒</strong>，盒盖带透明视窗。'),
    specs: [
      [CZ, '2 mm 牛皮灰板'],
      [KC, '0.2 mm PET 胶片'],
    ],
  },
  'Folding Carton Box': {
    status: 'full',
    name: '折叠彩盒',
    description: describe('轻巧的<strong>折叠纸盒</strong>，适用于零售商品，平板运输更省空间。', ['插舌式开口', 'CMYK 四色印刷']),
    specs: [
      [CZ, '300 克白卡纸'],
      [CC, '10 x 6 x 16 cm'],
      [GY, '过光油'],
    ],
  },
  'Tuck End Cosmetic Box': {
    status: 'full',
    name: '插舌式化妆品盒',
    description: describe('优雅的<strong>插舌式纸盒</strong>，适用于精华、面霜和香水瓶。', ['局部UV logo']),
    specs: [
      [CZ, '350 克白卡纸'],
      [GY, '局部UV'],
    ],
  },
  'Mailer Box E-Flute': {
    status: 'full',
    name: 'E 楞飞机盒',
    description: describe('结实的<strong>电商飞机盒</strong>，经得起快递运输，开箱时更有惊喜。', [
      '前插自锁结构',
      '内侧印刷，带来开箱惊喜',
    ]),
    specs: [
      [CZ, 'E 楞瓦楞纸'],
      [CC, '30 x 22 x 8 cm'],
      [HD, '1.5 mm'],
    ],
  },
  'Pillow Box': {
    status: 'full',
    name: '枕头盒',
    description: describe('弧形<strong>枕头盒</strong>，适用于小礼品、配饰和伴手礼。'),
    specs: [[CZ, '310 克铜版卡']],
  },
  'Window Display Carton': {
    status: 'full',
    name: '开窗展示彩盒',
    description: describe('带透明视窗的<strong>展示纸盒</strong>，让顾客一眼看到产品。', ['正面贴 PET 窗片']),
    specs: [
      [CZ, '350 克白板纸'],
      [KC, '0.2 mm PET 胶片'],
    ],
  },
  'Pharmaceutical Carton': {
    status: 'full',
    name: '药品包装盒',
    description: describe('精准的<strong>符合 GMP 要求的纸盒</strong>，适用于片剂和保健品。', ['可做盲文压凸', '预留批号区域']),
    specs: [
      [CZ, '300 克白卡纸'],
      [GY, '水性光油'],
      [MW, ''],
    ],
  },
  'Soap Sleeve Box': {
    status: 'partial',
    missing: 'Only the name: the description and specs stay English.',
    name: '肥皂套盒',
  },
  'Apparel Mailer Box': {
    status: 'full',
    name: '服装飞机盒',
    description: describe('印刷精美的<strong>服装飞机盒</strong>，适合发网购订单的服装品牌。', ['内侧印刷', '可选易撕拉链']),
    specs: [[CZ, 'E 楞瓦楞纸']],
  },
  'Tea Packaging Carton': {
    status: 'full',
    name: '茶叶包装盒',
    description: describe('点缀金色细节、韵味十足的<strong>茶叶纸盒</strong>。'),
    specs: [],
  },
  'Candle Carton Box': {
    status: 'partial',
    missing: 'Name and specs only: the description stays English.',
    name: '蜡烛纸盒',
    specs: [
      [CZ, '350 克铜版卡'],
      [NC, '模切卡纸'],
    ],
  },
};
