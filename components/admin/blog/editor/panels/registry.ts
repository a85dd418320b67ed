import type { ComponentType } from 'react';
import type { BlockType } from '@/lib/blog/blocks';
import { CtaPanel } from './cta-panel';
import { DividerPanel } from './divider-panel';
import { HeadingPanel } from './heading-panel';
import { ImagePanel } from './image-panel';
import { ListPanel } from './list-panel';
import { QuotePanel } from './quote-panel';
import { TextPanel } from './text-panel';
import type { PanelProps } from './panel-props';

/**
 * One editor panel per block type, keyed like the lib registry (lib/blog/blocks/registry.ts): a
 * type without a panel here is a compile error. Imported only by the client BlockPanel.
 */
export const BLOCK_PANELS: { [K in BlockType]: ComponentType<PanelProps<K>> } = {
  text: TextPanel,
  heading: HeadingPanel,
  image: ImagePanel,
  list: ListPanel,
  quote: QuotePanel,
  divider: DividerPanel,
  cta: CtaPanel,
};
