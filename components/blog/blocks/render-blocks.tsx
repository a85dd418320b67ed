import { Fragment, type ReactNode } from 'react';
import { isEmptyBlock, parseBlock, type BlockContentMap, type BlockType } from '@/lib/blog/blocks';
import { BLOCK_RENDERERS, type BlockRenderer } from './registry';

/** The block's renderer from the registry, typed by the block's own type. */
function renderBlock<K extends BlockType>(block: { type: K; content: BlockContentMap[K] }): ReactNode {
  const Renderer: BlockRenderer<K> = BLOCK_RENDERERS[block.type];
  return <Renderer content={block.content} />;
}

/** `lang`: the block is shown in another language than the page's (issue 13: a translation's fallback). */
export type RenderableBlock = { id?: string; type: string; content: unknown; lang?: string };

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
          if (parsed.reason === 'malformed')
            console.warn(`[blog] skipped malformed ${raw.type} block ${raw.id ?? index}: ${parsed.message}`);
          return null;
        }
        if (isEmptyBlock(parsed.block)) return null;
        if (raw.lang)
          return (
            <div key={raw.id ?? index} lang={raw.lang}>
              {renderBlock(parsed.block)}
            </div>
          );
        return <Fragment key={raw.id ?? index}>{renderBlock(parsed.block)}</Fragment>;
      })}
    </div>
  );
}
