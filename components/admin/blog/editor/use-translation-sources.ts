'use client';

import { useState } from 'react';
import type { TranslationSource, TranslationSources } from '@/lib/blog/admin/read-models';
import { blockSource } from '@/lib/blog/admin/translation-completeness';
import { TRANSLATION_TEXT_FIELDS } from '@/lib/blog/admin/translation-schema';
import { BLOCK_TEXT_FIELDS } from '@/lib/blog/blocks/translation';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { isFilled } from '@/lib/i18n/content-fallback';
import { isOutdatedField } from '@/lib/i18n/translation-outdated';
import type { EditorBlockState, EditorState } from './editor-types';

// The English words each locale was last saved against, for marking outdated fields in the
// translation view. A successful save stores the English as it is now (the server does the same),
// so the marks clear without a reload.

export type Outdated = { was: string | null; now: string };
export type OutdatedMarks = { fields: Partial<Record<string, Outdated>>; blocks: ReadonlyMap<number, Outdated> };

const text = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : '';

export function useTranslationSources(initial: TranslationSources | undefined) {
  const [sources, setSources] = useState<TranslationSources>(initial ?? {});
  const markCurrent = (locale: TranslationLocale, english: EditorState, blocks: readonly EditorBlockState[]) =>
    setSources((all) => ({
      ...all,
      [locale]: {
        fields: Object.fromEntries(TRANSLATION_TEXT_FIELDS.map((f) => [f, english[f] === '' ? null : english[f]])),
        blocks: blocks.map((b) => blockSource(b.type, b.content as Record<string, unknown>)),
      },
    }));
  return { sources, markCurrent };
}

/** The translated fields and blocks (by position) whose English differs from the source now. */
export function outdatedMarks(
  english: EditorState,
  blocks: readonly EditorBlockState[],
  draft: { [field: string]: unknown; blocks: Record<string, unknown>[] },
  source: TranslationSource | undefined,
): OutdatedMarks {
  const fields: Partial<Record<string, Outdated>> = {};
  for (const field of TRANSLATION_TEXT_FIELDS) {
    const now = english[field];
    if (isFilled(now) && isFilled(draft[field]) && isOutdatedField(source?.fields, field, now === '' ? null : now))
      fields[field] = { was: text(source?.fields?.[field]) || null, now };
  }
  const marked = new Map<number, Outdated>();
  blocks.forEach((block, i) => {
    const keys = BLOCK_TEXT_FIELDS[block.type] as readonly string[];
    const content = block.content as Record<string, unknown>;
    const translated = keys.some((k) => isFilled(draft.blocks[i]?.[k]));
    const stale = keys.filter((k) => isOutdatedField(source?.blocks[i], k, content[k]));
    if (translated && stale.length > 0)
      marked.set(i, {
        was: stale.map((k) => text(source?.blocks[i]?.[k])).join('\n') || null,
        now: stale.map((k) => text(content[k])).join('\n'),
      });
  });
  return { fields, blocks: marked };
}
