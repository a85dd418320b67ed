import type { BlockType } from '../../blog/blocks';
import type { SeedPost } from './blog-data';

// Content blocks for each seeded post, with the SPEC's field names. The option values rotate with
// the post's position, so the published posts together use every block type and every option.

export type SeedBlock = { blockType: BlockType; content: Record<string, unknown> };

export const BLOCK_OPTIONS = {
  fontSize: ['normal', 'large', 'small'],
  alignment: ['left', 'center', 'right'],
  level: [2, 3, 1, 4],
  imageAlignment: ['center', 'left', 'right'],
  width: ['full', 'large', 'medium', 'small'],
  listType: ['bullet', 'numbered', 'checklist'],
  quoteStyle: ['bordered', 'background', 'minimal'],
  dividerStyle: ['solid', 'dashed', 'dotted'],
  dividerColor: ['#E5E7EB', '#3B82F6', '#D4A24C', '#10B981'],
  ctaStyle: ['primary', 'secondary', 'gradient'],
} as const;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export function buildBlocks(post: SeedPost, i: number, imageUrl: string, imageAlt: string): SeedBlock[] {
  const listType = pick(BLOCK_OPTIONS.listType, i);
  const blocks: SeedBlock[] = [
    {
      blockType: 'text',
      content: { content: post.intro, fontSize: pick(BLOCK_OPTIONS.fontSize, i), alignment: pick(BLOCK_OPTIONS.alignment, i) },
    },
    {
      blockType: 'heading',
      content: { content: 'What you need to know', level: pick(BLOCK_OPTIONS.level, i), alignment: pick(BLOCK_OPTIONS.alignment, i + 1) },
    },
    { blockType: 'text', content: { content: post.body, fontSize: 'normal', alignment: 'left' } },
    {
      blockType: 'image',
      content: {
        url: imageUrl,
        alt: imageAlt,
        caption: i % 4 === 3 ? '' : `${imageAlt}, made in our Tangerang factory.`,
        alignment: pick(BLOCK_OPTIONS.imageAlignment, i),
        width: pick(BLOCK_OPTIONS.width, i),
      },
    },
    { blockType: 'heading', content: { content: 'Key points', level: pick(BLOCK_OPTIONS.level, i + 1), alignment: 'left' } },
    { blockType: 'list', content: { items: post.points, listType, style: listType } },
    {
      blockType: 'quote',
      content: { content: post.quote, author: i % 3 === 2 ? '' : post.author, style: pick(BLOCK_OPTIONS.quoteStyle, i) },
    },
    { blockType: 'divider', content: { style: pick(BLOCK_OPTIONS.dividerStyle, i), color: pick(BLOCK_OPTIONS.dividerColor, i) } },
  ];
  const ctaStyle = pick(BLOCK_OPTIONS.ctaStyle, i);
  blocks.push(
    i % 5 === 4
      ? {
          blockType: 'cta',
          content: {
            title: 'Visit our workshop',
            description: 'Our head office and warehouse in Tangerang welcome visitors by appointment.',
            buttonText: '',
            buttonUrl: '',
            style: ctaStyle,
          },
        }
      : {
          blockType: 'cta',
          content: {
            title: 'Need custom packaging?',
            description: 'Tell us about your product and quantity, and we will suggest the right box or bag with a free quote.',
            buttonText: 'Browse Hardbox',
            buttonUrl: '/category/6',
            style: ctaStyle,
          },
        },
  );
  return blocks;
}
