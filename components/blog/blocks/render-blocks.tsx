import { Fragment, type ReactNode } from 'react';
import { isEmptyBlock, parseBlock, type Block } from '@/lib/blog/blocks';
import { CtaBlock } from './cta-block';
import { DividerBlock } from './divider-block';
import { HeadingBlock } from './heading-block';
import { ImageBlock } from './image-block';
import { ListBlock } from './list-block';
import { QuoteBlock } from './quote-block';
import { TextBlock } from './text-block';

/** One renderer per block type; the registry's union keeps this exhaustive. */
function renderBlock(block: Block): ReactNode {
  switch (block.type) {
    case 'text':
      return <TextBlock content={block.content} />;
    case 'heading':
      return <HeadingBlock content={block.content} />;
    case 'image':
      return <ImageBlock content={block.content} />;
    case 'list':
      return <ListBlock content={block.content} />;
    case 'quote':
      return <QuoteBlock content={block.content} />;
    case 'divider':
      return <DividerBlock content={block.content} />;
    case 'cta':
      return <CtaBlock content={block.content} />;
  }
}

export type RenderableBlock = { id?: string; type: string; content: unknown };

/**
 * Renders content blocks in the given order (callers sort by sort_order). An unknown type renders
 * nothing; a malformed block is skipped and logged; empty blocks are left out. Never throws.
 * A plain component (no server-only APIs), so the editor's preview can use it as well; it needs
 * the `blocks` messages.
 */
export function RenderBlocks({ blocks, className }: { blocks: readonly RenderableBlock[]; className?: string }) {
  return (
    <div className={className ?? 'space-y-6'}>
      {blocks.map((raw, index) => {
        const parsed = parseBlock(raw);
        if (!parsed.ok) {
          if (parsed.reason === 'malformed') console.warn(`[blog] skipped malformed ${raw.type} block ${raw.id ?? index}: ${parsed.message}`);
          return null;
        }
        if (isEmptyBlock(parsed.block)) return null;
        return <Fragment key={raw.id ?? index}>{renderBlock(parsed.block)}</Fragment>;
      })}
    </div>
  );
}

