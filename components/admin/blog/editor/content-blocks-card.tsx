'use client';

import { useTranslations } from 'next-intl';
import { BLOCK_TYPES, isEmptyBlock, type BlockType } from '@/lib/blog/blocks';
import type { EditorBlockState } from './editor-types';
import { BlockPanel } from './panels/block-panel';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

type Props = {
  blocks: EditorBlockState[];
  words: number;
  emptyBlocks: number;
  error?: string;
  onAdd: (type: BlockType) => void;
  onChange: (block: EditorBlockState) => void;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
};

/** SPEC 'Content Blocks': palette of 7 types, each block with its panel, move up/down, delete. */
export function ContentBlocksCard({ blocks, words, emptyBlocks, error, onAdd, onChange, onMove, onRemove }: Props) {
  const t = useTranslations('editor.blocks');
  return (
    <section aria-labelledby="blocks-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="blocks-heading" className="text-lg font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <span data-testid="blocks-badge" className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          {t('badge', { blocks: blocks.length, words })}
        </span>
      </div>
      <div role="group" aria-label={t('palette')} className="mt-4 flex flex-wrap gap-2">
        {BLOCK_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            data-block-type={type}
            onClick={() => onAdd(type)}
            aria-label={t('addType', { type: t(`types.${type}`) })}
            className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:border-brand-500 hover:text-brand-700"
          >
            + {t(`types.${type}`)}
          </button>
        ))}
      </div>
      {emptyBlocks > 0 && (
        <p
          role="status"
          data-testid="empty-blocks-warning"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('emptyWarning', { n: emptyBlocks })}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {blocks.length === 0 ? (
        <p className="mt-6 rounded-lg border-2 border-dashed border-slate-300 p-8 text-center text-slate-600">{t('emptyState')}</p>
      ) : (
        <ol className="mt-4 grid gap-4" data-testid="block-list">
          {blocks.map((block, index) => {
            const n = index + 1;
            const empty = isEmptyBlock(block);
            return (
              <li
                key={block.id}
                data-testid="block-card"
                data-type={block.type}
                className={`rounded-lg border p-4 ${empty ? 'border-amber-300' : 'border-slate-200'}`}
              >
                <div className="mb-3 flex flex-wrap items-center gap-2">
                  <span
                    className="inline-flex size-7 items-center justify-center rounded-full bg-slate-800 text-xs font-bold text-white"
                    aria-hidden="true"
                  >
                    {n}
                  </span>
                  <h3 className="font-medium text-slate-900">
                    <span className="sr-only">{t('position', { n })}: </span>
                    {t(`types.${block.type}`)}
                  </h3>
                  {empty && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t('empty')}</span>}
                  <div className="ml-auto flex gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index === 0}
                      onClick={() => onMove(index, -1)}
                      aria-label={t('moveUp', { n })}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index === blocks.length - 1}
                      onClick={() => onMove(index, 1)}
                      aria-label={t('moveDown', { n })}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-700`}
                      onClick={() => onRemove(index)}
                      aria-label={t('remove', { n })}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </div>
                <BlockPanel block={block} onChange={onChange} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
