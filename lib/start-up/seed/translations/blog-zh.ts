import { article, type CtaWords, type LocaleArticleWords } from './article';
import type { BlogTranslations } from './types';

// Simplified Chinese blog: eight articles in full (every field and block), two deliberately partial.
// Slugs are toneless Hanyu Pinyin, hyphen-separated (latin letters only, readable by Chinese buyers,
// never equal to the English slug). Tangerang is written 唐格朗, as Chinese-language media in Indonesia do.

const COMMON: LocaleArticleWords = { knowHeading: '您需要了解的', pointsHeading: '要点' };

const QUOTE_CTA: CtaWords = {
  title: '需要定制包装？',
  description: '告诉我们您的产品和数量，我们会为您推荐合适的盒子或袋子，并免费报价。',
  buttonText: '浏览精装硬盒',
};

const VISIT_CTA: CtaWords = {
  title: '欢迎参观我们的工坊',
  description: '我们位于唐格朗的总部和仓库欢迎预约参观。',
  buttonText: '',
};

const made = (product: string) => `${product}，产自我们的唐格朗工厂。`;

export const BLOG_ZH: BlogTranslations = {
  locale: 'zh-CN',
  categories: {
    'packaging-tips': '包装技巧',
    sustainability: '可持续发展',
    'printing-finishing': '印刷与表面工艺',
    'industry-news': '行业资讯',
    'case-studies': '客户案例',
  },
  tags: {
    hardbox: '精装硬盒',
    softbox: '折叠纸盒',
    'paper-bag': '纸袋',
    'eco-friendly': '环保',
    branding: '品牌塑造',
    'e-commerce': '电商',
    moq: '起订量',
  },
  posts: {
    'hardbox-vs-softbox-choosing-the-right-box': {
      status: 'full',
      title: '精装硬盒还是折叠纸盒：如何为产品选对包装盒',
      slug: 'jingzhuang-yinghe-haishi-zhedie-zhihe',
      excerpt: '精装硬盒质感高级，折叠纸盒轻便实惠。教您根据产品、预算和品牌，选出最合适的一种。',
      metaTitle: '精装硬盒还是折叠纸盒：如何选对包装盒',
      metaDescription: '精装硬盒质感高级，折叠纸盒轻便实惠。根据产品、预算和品牌定位，教您选出最合适的包装盒。',
      featuredImageAlt: '磁吸礼盒',
      blocks: article(COMMON, {
        intro:
          '很多品牌问我们的第一个问题是：该用精装硬盒还是折叠纸盒？答案取决于您卖什么产品、产品如何运输，以及您希望顾客开箱时有怎样的感受。',
        body: '精装硬盒由 2-3 毫米厚的灰板外裱印刷纸制成。它不能压平，运费较高，但能保护易碎产品，顾客往往在购买后还会长久保存。折叠纸盒印刷在白卡纸或白板纸上，可平板运输，适合大批量生产。',
        imageAlt: '磁吸礼盒',
        caption: made('磁吸礼盒'),
        points: ['礼品、珠宝、手表和高端套装，选精装硬盒', '化妆品、食品和零售货架商品，选折叠纸盒', '两者结合：硬质内托外加折叠纸套'],
        quote: '包装是品牌与顾客的第一次实体接触。',
        cta: QUOTE_CTA,
      }),
    },
    'five-printing-finishes-that-stand-out': {
      status: 'full',
      title: '让包装脱颖而出的五种印后工艺',
      slug: 'rang-baozhuang-tuoying-erchu-de-wu-zhong-gongyi',
      excerpt: '烫金、局部UV、击凸、触感膜和开窗贴膜：每种工艺的作用，以及什么时候值得投入。',
      metaTitle: '让包装脱颖而出的五种印后工艺',
      metaDescription: '烫金、局部UV、击凸压凹、触感膜和开窗贴膜：了解每种印后工艺的效果，以及什么时候值得投入成本。',
      featuredImageAlt: '手表礼盒',
      blocks: article(COMMON, {
        intro: '好的表面工艺能让普通的盒子变得让人忍不住想摸一摸。每种工艺都会多一道生产工序，所以请选择能衬托品牌故事的那一种。',
        body: '烫金让 logo 闪耀金属光泽。局部UV在哑面上形成亮光点缀。击凸让 logo 凸起，用手就能感受到。触感膜带来丝绒般的手感，而开窗贴膜则让产品自己说话。',
        imageAlt: '手表礼盒',
        caption: made('手表礼盒'),
        points: ['烫金', '局部UV上光', '击凸与压凹', '触感膜', '开窗贴膜'],
        quote: '顾客对一个盒子手感的记忆，和对它外观的记忆一样深刻。',
        cta: QUOTE_CTA,
      }),
    },
    'why-paper-bags-are-the-sustainable-choice': {
      status: 'full',
      title: '为什么纸袋是零售业的环保之选',
      slug: 'weishenme-zhidai-shi-lingshou-de-huanbao-zhi-xuan',
      excerpt: '牛皮纸袋可回收、可降解且结实耐用。了解如何定制一款既能承载品牌、又善待地球的纸袋。',
      metaTitle: '为什么纸袋是零售业的环保之选',
      metaDescription: '牛皮纸袋可回收、可降解且结实耐用。了解如何定制一款既能承载品牌、又善待地球的纸袋。',
      featuredImageAlt: null,
      blocks: article(COMMON, {
        intro: '印度尼西亚许多城市已限制使用一次性塑料袋。纸袋是顺理成章的替代品，只要规格选得对，同样结实耐用。',
        body: '100 至 140 克的再生牛皮纸可承重数公斤，纸扭绳提手让纸袋完全不含塑料，水性油墨则让它易于回收。',
        imageAlt: '枕头盒',
        caption: made('枕头盒'),
        points: ['选用再生牛皮纸', '优先选择纸扭绳提手', '使用水性油墨印刷'],
        quote: '最环保的袋子，是被反复使用的那一个。',
        cta: QUOTE_CTA,
      }),
    },
    'understanding-moq-minimum-order-quantities': {
      status: 'full',
      title: '读懂起订量：MOQ 详解',
      slug: 'dudong-qidingliang-moq-xiangjie',
      excerpt: '包装厂为什么要设起订量？小品牌如何在不超支的情况下开始使用定制包装？',
      metaTitle: '读懂起订量：包装 MOQ 详解',
      metaDescription: '包装厂为什么要设起订量？小品牌如何在不超支的情况下开始使用定制包装？本文为您一一解答。',
      featuredImageAlt: '牛皮纸扭绳手提袋',
      blocks: article(COMMON, {
        intro: 'MOQ 是工厂能够经济地进行生产的最小数量。每一单都需要制版、刀模和调机，这些费用由订单里的每一个盒子共同分摊。',
        body: '精装硬盒的起订量通常为 300-500 个；折叠纸盒从 1,000 个起订。小品牌可以合并多个尺寸、选用现货颜色，或者先在素盒外加一个印刷纸套起步。',
        imageAlt: '牛皮纸扭绳手提袋',
        caption: '',
        points: ['开机费用由整单分摊', '数量越大，单价越低', '询问现货尺寸，可降低起订量'],
        quote: '按未来六个月的销量来规划您的首单。',
        cta: QUOTE_CTA,
      }),
    },
    'design-an-unforgettable-unboxing-experience': {
      status: 'full',
      title: '如何打造令人难忘的开箱体验',
      slug: 'ruhe-dazao-lingren-nanwang-de-kaixiang-tiyan',
      excerpt: '从飞机盒到感谢卡，包装的每一层都能讲述您的品牌故事。一份写给网店卖家的分步指南。',
      metaTitle: '如何打造令人难忘的开箱体验',
      metaDescription: '从飞机盒到感谢卡，包装的每一层都能讲述您的品牌故事。一份写给网店卖家的分步指南。',
      featuredImageAlt: '企业活动手提袋',
      blocks: article(COMMON, {
        intro: '网购顾客从不走进您的门店，他们收到的盒子就是您的门店。用心设计的开箱体验，能把一次收货变成值得分享的时刻。',
        body: '先选一个结实的印刷飞机盒，放入品牌色的拷贝纸，把产品安放在内托上，最后附上一张亲笔感谢卡。',
        imageAlt: '企业活动手提袋',
        caption: made('企业活动手提袋'),
        points: ['印刷飞机盒', '品牌拷贝纸', '定制内托', '感谢卡'],
        quote: '开箱视频就是免费的广告。',
        cta: VISIT_CTA,
      }),
    },
    'choosing-the-right-paper-weight-gsm': {
      status: 'full',
      title: '如何为包装盒选择合适的纸张克重（GSM）',
      slug: 'ruhe-xuanze-heshi-de-zhizhang-kezhong-gsm',
      excerpt: 'GSM 表示纸张的重量和挺度。本文介绍纸盒、纸袋和精装盒裱纸分别适合什么克重。',
      metaTitle: '如何为包装盒选择合适的纸张克重（GSM）',
      metaDescription: 'GSM 表示纸张的重量和挺度。本文介绍折叠纸盒、纸袋和精装盒裱纸分别适合什么克重。',
      featuredImageAlt: null,
      blocks: article(COMMON, {
        intro: 'GSM 指每平方米纸张的克数。克重越高纸张越挺，但挺度也取决于纸板种类和涂布。',
        body: '折叠纸盒使用 250-400 克的白卡纸或白板纸，纸袋使用 100-230 克，精装硬盒则用 120-157 克的铜版纸裱在灰板上。',
        imageAlt: '磁吸礼盒',
        caption: made('磁吸礼盒'),
        points: ['纸盒：250-400 克', '纸袋：100-230 克', '裱纸：120-157 克'],
        quote: '确认印刷之前，请先索取一份白样。',
        cta: QUOTE_CTA,
      }),
    },
    'behind-the-scenes-at-our-tangerang-factory': {
      status: 'full',
      title: '走进我们的唐格朗工厂',
      slug: 'zoujin-women-de-tanggelang-gongchang',
      excerpt: '从印刷机到手工裱糊台：带您看看您的盒子和袋子是如何制作出来的。',
      metaTitle: '走进我们的唐格朗包装工厂',
      metaDescription: '从印刷机到手工裱糊台：带您走进我们位于唐格朗的工厂，看看您订购的盒子和袋子是如何制作出来的。',
      featuredImageAlt: null,
      blocks: article(COMMON, {
        intro: '我们的总部和仓库位于唐格朗，每一个盒子都要经过印刷、模切、裱糊和质检。',
        body: '胶印机印刷纸张，模切机将其成型，熟练的工人再一个一个地手工裱糊精装硬盒。',
        imageAlt: '企业活动手提袋',
        caption: made('企业活动手提袋'),
        points: ['胶印', '模切', '手工裱糊', '质检'],
        quote: '每一个盒子出厂前都经过人工检查。',
        cta: VISIT_CTA,
      }),
    },
    'seasonal-packaging-for-lebaran-gifts': {
      status: 'full',
      title: '开斋节礼品的季节性包装',
      slug: 'kaizhaijie-lipin-de-jijiexing-baozhuang',
      excerpt: '开斋节礼篮和礼盒需要提前规划：尽早下单、选择喜庆的工艺，并规划好数量。',
      metaTitle: '开斋节礼品的季节性包装',
      metaDescription: '开斋节礼篮和礼盒需要提前规划：尽早下单、选择喜庆的表面工艺，并规划好订购数量。',
      featuredImageAlt: '磁吸礼盒',
      blocks: article(COMMON, {
        intro: '开斋节是我们最忙的季节。提前两个月下单的品牌，能拿到最理想的交货期。',
        body: '带烫金和隔板的精装礼篮盒最受欢迎，再搭配同款纸袋。',
        imageAlt: '磁吸礼盒',
        caption: '',
        points: ['提前两个月下单', '选择喜庆的表面工艺', '礼盒与纸袋配套'],
        quote: '提早规划，准时庆祝。',
        cta: QUOTE_CTA,
      }),
    },
    'packaging-trends-in-indonesia-2026': {
      status: 'partial',
      missing: 'Title and excerpt only: the slug, meta fields, image alt and every block fall back to English.',
      title: '2026 年印度尼西亚包装趋势',
      excerpt: '极简设计、无塑料材料、每个盒子上的二维码：这是我们今年在客户订单中看到的趋势。',
    },
    'food-safe-packaging-what-you-need-to-know': {
      status: 'partial',
      missing: 'Every field except the content blocks: the article body falls back to English.',
      title: '食品安全包装：您需要了解的要点',
      slug: 'shipin-anquan-baozhuang-yaodian',
      excerpt: '食品级纸板、安全油墨和防油性能：直接接触食品的包装须知。',
      metaTitle: '食品安全包装：您需要了解的要点',
      metaDescription: '食品级纸板、安全油墨和防油性能：直接接触食品的包装须知。',
    },
  },
};
