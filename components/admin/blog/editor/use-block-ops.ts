'use client';

import { useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import type { BlockType } from '@/lib/blog/blocks';
import type { useAlerts } from '../alerts';
import { moveItem, newBlock, type EditorBlockState, type EditorState } from './editor-types';

type Push = ReturnType<typeof useAlerts>['push'];

/** The content card's block operations on the editor's form, with the alerts each one announces. */
export function useBlockOps(setForm: Dispatch<SetStateAction<EditorState>>, push: Push) {
  const t = useTranslations('editor');
  const setBlocks = (update: (blocks: EditorBlockState[]) => EditorBlockState[]) => setForm((f) => ({ ...f, blocks: update(f.blocks) }));
  return {
    add: (type: BlockType) => {
      setBlocks((b) => [...b, newBlock(type)]);
      push('success', t('alerts.blockAdded'), t('alerts.blockAddedBody', { type: t(`blocks.types.${type}`) }));
    },
    change: (block: EditorBlockState) => setBlocks((b) => b.map((x) => (x.id === block.id ? block : x))),
    move: (index: number, direction: -1 | 1) => setBlocks((b) => moveItem(b, index, direction)),
    remove: (index: number) => {
      setBlocks((b) => b.filter((_, i) => i !== index));
      push('info', t('alerts.blockRemoved'), t('alerts.blockRemovedBody'));
    },
  };
}
