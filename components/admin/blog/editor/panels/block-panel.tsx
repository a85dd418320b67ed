'use client';

import type { EditorBlockState } from '../editor-types';
import { CtaPanel } from './cta-panel';
import { DividerPanel } from './divider-panel';
import { HeadingPanel } from './heading-panel';
import { ImagePanel } from './image-panel';
import { ListPanel } from './list-panel';
import { QuotePanel } from './quote-panel';
import { TextPanel } from './text-panel';

/** The panel registry: one editor panel per block type (exhaustive over the block union). */
export function BlockPanel({ block, onChange }: { block: EditorBlockState; onChange: (block: EditorBlockState) => void }) {
  const idPrefix = `block-${block.id}`;
  switch (block.type) {
    case 'text':
      return <TextPanel idPrefix={idPrefix} content={block.content} onChange={(content) => onChange({ ...block, content })} />;
    case 'heading':
      return <HeadingPanel idPrefix={idPrefix} content={block.content} onChange={(content) => onChange({ ...block, content })} />;
    case 'image':
      return <ImagePanel idPrefix={idPrefix} content={block.content} onChange={(content) => onChange({ ...block, content })} />;
    case 'list':
      return <ListPanel idPrefix={idPrefix} content={block.content} onChange={(content) => onChange({ ...block, content })} />;
    case 'quote':
      return <QuotePanel idPrefix={idPrefix} content={block.content} onChange={(content) => onChange({ ...block, content })} />;
    case 'divider':
      return <DividerPanel idPrefix={idPrefix} content={block.content} onChange={(content) => onChange({ ...block, content })} />;
    case 'cta':
      return <CtaPanel idPrefix={idPrefix} content={block.content} onChange={(content) => onChange({ ...block, content })} />;
  }
}
