import type { ReactNode } from 'react';
import type { BlockContentMap, BlockType } from '@/lib/blog/blocks';
import { CtaBlock } from './cta-block';
import { DividerBlock } from './divider-block';
import { HeadingBlock } from './heading-block';
import { ImageBlock } from './image-block';
import { ListBlock } from './list-block';
import { QuoteBlock } from './quote-block';
import { TextBlock } from './text-block';

/** Fields of a half-translated block shown in another language than the page's (field -> lang). */
export type FieldLang = Readonly<Partial<Record<string, string>>>;

/**
 * A public renderer: the block's validated content in, markup out. `fieldLang` marks fallen-back
 * fields; `siteOrigin` (SITE_URL's origin) tells a link to this site (same tab) from others.
 */
export type BlockRenderer<K extends BlockType> = (props: {
  content: BlockContentMap[K];
  fieldLang?: FieldLang;
  siteOrigin?: string;
}) => ReactNode;

/**
 * One renderer per block type, keyed like the lib registry (lib/blog/blocks/registry.ts): a type
 * without a renderer here is a compile error. No 'use client': these render on the server for the
 * public article and inside the editor's client preview alike.
 */
export const BLOCK_RENDERERS: { [K in BlockType]: BlockRenderer<K> } = {
  text: TextBlock,
  heading: HeadingBlock,
  image: ImageBlock,
  list: ListBlock,
  quote: QuoteBlock,
  divider: DividerBlock,
  cta: CtaBlock,
};
