import type { TranslationLocale } from '@/lib/i18n/content-locales';
import type { HomeSceneName } from './home-scenes';

// The demo's home page beyond the standard texts (lib/home/standard-content.ts): a hero line and
// photo, the factory with figures, and a gallery, in three languages. The photos are renders the
// seed makes itself (./home-scenes.ts: the project's own pictures, no download, no licence of
// anyone else's). The figures restate what the SPEC's company texts say (three product lines, five
// finishes, one floor beside the warehouse, a reply within a working day); no capacity is claimed.
// Certifications, clients and testimonials are facts only the owner can state: the demo has none,
// so those sections stay hidden until the owner writes them.

type Words = { en: string } & Record<TranslationLocale, string>;

export const SEED_HOME_HERO = {
  scene: 'hero' as HomeSceneName,
  body: {
    en: 'Rigid gift boxes, folding boxes and paper bags: designed, printed and finished in our own factory, ready to ship across Indonesia.',
    id: 'Kotak hadiah rigid, kotak lipat, dan paper bag: dirancang, dicetak, dan diselesaikan di pabrik kami sendiri, siap dikirim ke seluruh Indonesia.',
    'zh-CN': '硬质礼盒、折叠盒和纸袋：在我们自己的工厂设计、印刷并完成后道工序，可发往印度尼西亚各地。',
  } satisfies Words,
  photoAlt: {
    en: 'A rigid gift box with a gold ribbon beside a kraft paper bag on a work table in soft daylight',
    id: 'Kotak hadiah rigid berpita emas di samping paper bag kraft di atas meja kerja dalam cahaya siang yang lembut',
    'zh-CN': '柔和日光下，工作台上一个系金色丝带的硬质礼盒和一个牛皮纸袋',
  } satisfies Words,
};

export const SEED_HOME_FACTORY = {
  scene: 'factory' as HomeSceneName,
  title: { en: 'Our factory in Tangerang', id: 'Pabrik kami di Tangerang', 'zh-CN': '我们在坦格朗的工厂' } satisfies Words,
  body: {
    en: 'Printing, die-cutting, wrapping and assembly happen on one production floor next to our warehouse, so every order is checked box by box before it leaves.',
    id: 'Pencetakan, pemotongan pola, pelapisan, dan perakitan dilakukan di satu lantai produksi di samping gudang kami, sehingga setiap pesanan diperiksa kotak demi kotak sebelum dikirim.',
    'zh-CN': '印刷、模切、裱糊和组装都在仓库旁的同一个生产车间完成，每笔订单出厂前都会逐盒检查。',
  } satisfies Words,
  photoAlt: {
    en: 'The production floor: a printing line, stacks of printed sheets and pallets of finished boxes under the factory lights',
    id: 'Lantai produksi: lini cetak, tumpukan lembar cetakan, dan palet kotak jadi di bawah lampu pabrik',
    'zh-CN': '生产车间：灯光下的印刷线、成摞的印张和一托托成品盒',
  } satisfies Words,
  figures: [
    {
      title: { en: '3', id: '3', 'zh-CN': '3' },
      detail: {
        en: 'product lines: hardboxes, soft boxes and paper bags',
        id: 'lini produk: hardbox, softbox, dan paper bag',
        'zh-CN': '条产品线：精装盒、软盒和纸袋',
      },
    },
    {
      title: { en: '5', id: '5', 'zh-CN': '5' },
      detail: {
        en: 'finishes: hot stamping, embossing, spot UV, ribbons and magnetic closures',
        id: 'finishing: hot stamping, emboss, spot UV, pita, dan penutup magnet',
        'zh-CN': '种后道工艺：烫金、压纹、局部 UV、丝带和磁吸扣',
      },
    },
    {
      title: { en: '1', id: '1', 'zh-CN': '1' },
      detail: {
        en: 'production floor and warehouse under one roof',
        id: 'lantai produksi dan gudang dalam satu atap',
        'zh-CN': '处厂区，生产车间与仓库同在一处',
      },
    },
    {
      title: { en: '1 day', id: '1 hari', 'zh-CN': '1 天' },
      detail: {
        en: 'for our reply to your inquiry, on working days',
        id: 'untuk balasan kami atas permintaan Anda, pada hari kerja',
        'zh-CN': '内回复您的询价（工作日）',
      },
    },
  ] satisfies Array<{ title: Words; detail: Words }>,
};

export const SEED_HOME_GALLERY: Array<{ scene: HomeSceneName; caption: Words }> = [
  {
    scene: 'stack',
    caption: {
      en: 'Rigid gift boxes with magnetic lids, wrapped and ready for packing',
      id: 'Kotak hadiah rigid bertutup magnet, sudah dilapis dan siap dikemas',
      'zh-CN': '裱糊完成、待包装的磁吸盖硬质礼盒',
    },
  },
  {
    scene: 'bags',
    caption: {
      en: 'Paper bags with rope handles, printed in full colour',
      id: 'Paper bag bertali, dicetak penuh warna',
      'zh-CN': '全彩印刷的绳柄纸袋',
    },
  },
  {
    scene: 'sheets',
    caption: {
      en: 'Printed sheets stacked beside the press, before die-cutting',
      id: 'Lembar cetakan ditumpuk di samping mesin cetak, sebelum dipotong pola',
      'zh-CN': '印刷机旁堆放的印张，等待模切',
    },
  },
  {
    scene: 'pallets',
    caption: {
      en: 'Finished cartons wrapped on pallets in the warehouse',
      id: 'Karton jadi yang dibungkus di atas palet di gudang',
      'zh-CN': '仓库里打包上托的成品纸箱',
    },
  },
  {
    scene: 'lids',
    caption: {
      en: 'Hot-stamped lids laid out on the finishing table',
      id: 'Tutup kotak ber-hot stamping dijajarkan di meja finishing',
      'zh-CN': '后道工作台上排开的烫金盒盖',
    },
  },
  {
    scene: 'drawer',
    caption: {
      en: 'A drawer box with its sleeve, the tray pulled halfway out',
      id: 'Kotak laci dengan selongsongnya, lacinya ditarik setengah',
      'zh-CN': '抽屉盒与外套，内盒拉出一半',
    },
  },
];
