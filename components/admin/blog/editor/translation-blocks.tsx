'use client';

import { useTranslations } from 'next-intl';
import type { TranslationDraft } from '@/lib/blog/admin/read-models';
import { BLOCK_TEXT_FIELDS, blockTextField } from '@/lib/blog/blocks/translation';
import { OutdatedNote } from '../../outdated-note';
import type { EditorBlockState } from './editor-types';
import { RichTextField } from './panels/rich-text-field';
import { EnglishReference, TranslationInput } from './translation-fields';
import { plainText } from '@/lib/html/plain-text';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.map(asText) : []);

/**
 * Every English block in order with its English words as reference and inputs for its text
 * fields only; structure, URLs and styles stay the English post's. Which fields, their labels and
 * inputs come from each block's definition (`textFields`).
 */
export function TranslationBlocks({
  blocks,
  draft,
  lang,
  language,
  error,
  onChange,
  outdated,
  outdatedLabels,
}: {
  blocks: EditorBlockState[];
  draft: TranslationDraft;
  lang: string;
  language: string;
  error?: string;
  onChange: (index: number, field: string, value: unknown, also?: Record<string, unknown>) => void;
  /** Blocks (by position) whose English changed after they were translated, with that English. */
  outdated?: ReadonlyMap<number, { was: string | null; now: string }>;
  outdatedLabels?: { changed: string; was: string };
}) {
  const t = useTranslations('editor');
  const tr = useTranslations('admin.blogTranslations');
  const reference = { label: tr('english'), empty: tr('englishEmpty') };
  return (
    <section aria-labelledby="translation-blocks" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="translation-blocks" className="mb-4 text-lg font-semibold text-slate-900">
        {tr('blocksHeading', { language })}
      </h2>
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {blocks.length === 0 && <p className="text-sm text-slate-600">{tr('noBlocks')}</p>}
      <ol className="space-y-4">
        {blocks.map((block, index) => {
          const english = block.content as Record<string, unknown>;
          const words = draft.blocks[index] ?? {};
          const fields = BLOCK_TEXT_FIELDS[block.type] as readonly string[];
          return (
            <li key={block.id} className="rounded-lg border border-slate-200 p-3" data-testid="translation-block">
              <h3 className="mb-2 text-sm font-semibold text-slate-800">
                {tr('block', { n: index + 1, type: t(`blocks.types.${block.type}`) })}
              </h3>
              {fields.length === 0 && <p className="text-sm text-slate-600">{tr('noWords')}</p>}
              {outdated?.get(index) && outdatedLabels ? (
                <OutdatedNote id={`tr-${block.id}-outdated`} {...outdated.get(index)!} labels={outdatedLabels} />
              ) : null}
              <div className="space-y-3">
                {fields.map((field) => {
                  const spec = blockTextField(block.type, field);
                  if (!spec) return null;
                  return spec.input === 'rich' ? (
                    <div key={field}>
                      <EnglishReference
                        label={reference.label}
                        text={english[spec.format] === 'html' ? plainText(asText(english[field])) : asText(english[field])}
                        empty={reference.empty}
                      />
                      <RichTextField
                        id={`tr-${block.id}-${field}`}
                        label={t(`fields.${spec.label}`)}
                        value={asText(words[field])}
                        format={words[spec.format] === 'html' ? 'html' : 'plain'}
                        lang={lang}
                        onChange={(html) => onChange(index, field, html, { [spec.format]: 'html' })}
                      />
                    </div>
                  ) : spec.input === 'list' ? (
                    asList(english[field]).map((item, i) => (
                      <TranslationInput
                        key={`${field}-${i}`}
                        id={`tr-${block.id}-${field}-${i}`}
                        label={t(`fields.${spec.label}`, { n: i + 1 })}
                        english={item}
                        value={asList(words[field])[i] ?? ''}
                        lang={lang}
                        reference={reference}
                        onChange={(value) => {
                          const items = asList(english[field]).map((_, j) => asList(words[field])[j] ?? '');
                          items[i] = value;
                          onChange(index, field, items);
                        }}
                      />
                    ))
                  ) : (
                    <TranslationInput
                      key={field}
                      id={`tr-${block.id}-${field}`}
                      // Only a list item's label (fields.item) reads {n}; the others ignore it.
                      label={t(`fields.${spec.label}`, { n: 0 })}
                      english={asText(english[field])}
                      value={asText(words[field])}
                      multiline={spec.input === 'paragraph'}
                      lang={lang}
                      reference={reference}
                      onChange={(value) => onChange(index, field, value)}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
