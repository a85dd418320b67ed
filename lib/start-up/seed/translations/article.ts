import type { BlockText } from './types';

// The seeded articles all share one layout (blog-blocks.ts builds it for English): text, heading,
// text, image, heading, list, quote, divider, call to action. A translation gives the article's own
// words plus the locale's recurring headings and call to action; this lays them out in that order.

export type ArticleWords = {
  intro: string;
  body: string;
  /** The image block's alt text: the pictured product's name in this locale. */
  imageAlt: string;
  /** Empty exactly where the English caption is empty. */
  caption: string;
  points: readonly string[];
  quote: string;
  cta: CtaWords;
};

export type CtaWords = { title: string; description: string; buttonText: string };

export type LocaleArticleWords = { knowHeading: string; pointsHeading: string };

export function article(common: LocaleArticleWords, words: ArticleWords): BlockText[] {
  return [
    { blockType: 'text', content: words.intro },
    { blockType: 'heading', content: common.knowHeading },
    { blockType: 'text', content: words.body },
    { blockType: 'image', alt: words.imageAlt, caption: words.caption },
    { blockType: 'heading', content: common.pointsHeading },
    { blockType: 'list', items: words.points },
    { blockType: 'quote', content: words.quote },
    { blockType: 'divider' },
    { blockType: 'cta', ...words.cta },
  ];
}
