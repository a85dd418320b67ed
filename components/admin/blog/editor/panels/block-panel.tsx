'use client';

import type { ComponentType } from 'react';
import type { BlockContentMap, BlockType } from '@/lib/blog/blocks';
import type { EditorBlockState } from '../editor-types';
import type { PanelProps } from './panel-props';
import { BLOCK_PANELS } from './registry';

type TypedBlock<K extends BlockType> = { id: string; type: K; content: BlockContentMap[K] };

/** The block's panel from the registry, typed by the block's own type. */
function panelFor<K extends BlockType>(block: TypedBlock<K>, onChange: (block: EditorBlockState) => void) {
  const Panel: ComponentType<PanelProps<K>> = BLOCK_PANELS[block.type];
  // `{ ...block, content }` keeps `type` K with K's content: one member of EditorBlockState,
  // which TypeScript cannot see through the generic.
  return (
    <Panel
      idPrefix={`block-${block.id}`}
      content={block.content}
      onChange={(content) => onChange({ ...block, content } as EditorBlockState)}
    />
  );
}

/** One editor panel per block type (the registry is exhaustive over the block types). */
export function BlockPanel({ block, onChange }: { block: EditorBlockState; onChange: (block: EditorBlockState) => void }) {
  return panelFor(block, onChange);
}
