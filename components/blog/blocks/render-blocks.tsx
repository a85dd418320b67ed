import { Fragment, type ReactNode } from 'react';
import { isEmptyBlock, parseBlock, type BlockContentMap, type BlockType } from '@/lib/blog/blocks';
import { BLOCK_RENDERERS, type BlockRenderer, type FieldLang } from './registry';

/** The block's renderer from the registry, typed by the block's own type. */
function renderBlock<K extends BlockType>(
  block: { type: K; content: BlockContentMap[K] },
  fieldLang: FieldLang | undefined,
  siteOrigin: string | undefined,
): ReactNode {
  const Renderer: BlockRenderer<K> = BLOCK_RENDERERS[block.type];
  return <Renderer content={block.content} fieldLang={fieldLang} siteOrigin={siteOrigin} />;
}

/**
 * `lang`: the whole block is shown in another language than the page's (a translation's fallback);
 * `fieldLang`: only these fields are (a half-translated block, marked on each field's element).
 */
export type RenderableBlock = { id?: string; type: string; content: unknown; lang?: string; fieldLang?: FieldLang };

/**
 * Renders content blocks in the given order (callers sort by sort_order). An unknown type renders
 * nothing; a malformed block is skipped and logged; empty blocks are left out. Never throws.
 * A plain component (no server-only APIs), so the editor's preview can use it as well; it needs
 * the `blocks` messages.
 */
export function RenderBlocks({
  blocks,
  className,
  siteOrigin,
}: {
  blocks: readonly RenderableBlock[];
  className?: string;
  /** The site's origin: links to it open in the same tab. */
  siteOrigin?: string;
}) {
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
              {renderBlock(parsed.block, undefined, siteOrigin)}
            </div>
          );
        return <Fragment key={raw.id ?? index}>{renderBlock(parsed.block, raw.fieldLang, siteOrigin)}</Fragment>;
      })}
    </div>
  );
}
