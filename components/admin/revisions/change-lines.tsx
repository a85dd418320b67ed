'use client';

import { useTranslations } from 'next-intl';
import { blockTextField } from '@/lib/blog/blocks/translation';
import { BLOCK_TYPES, type BlockType } from '@/lib/blog/blocks';
import type { Change } from '@/lib/history/diff';
import type { TranslationChange } from '@/lib/history/translation-diff';

// One readable line per change of a version (lib/history/diff.ts), ids shown as names. Texts
// arrive already shortened to plain text by the list action (`shortChanges`).

type FieldKey = Parameters<ReturnType<typeof useTranslations<'revisions.fields'>>>[0];

type BlockFieldKey = `blockFields.${keyof (typeof import('@/messages/en.json'))['revisions']['blockFields']}`;

type Props = { changes: Change[]; names: Record<string, string>; formatDate: (iso: string) => string };

export function ChangeLines({ changes, names, formatDate }: Props) {
  const t = useTranslations('revisions');
  const tf = useTranslations('revisions.fields');
  const field = (name: string) => tf(name as FieldKey);
  const value = (name: string, v: string) => {
    if (v === '') return t('empty_value');
    if (name === 'categoryId') return names[v] ?? v;
    if (name === 'isFeatured') return v === 'true' ? t('yes') : t('no');
    if (name === 'publishedAt') return formatDate(v);
    return v;
  };
  const list = (ids: string[]) => ids.map((id) => names[id] ?? id).join(', ');
  // Only the `revisions` messages reach this client component: its labels live there.
  const languages = (locale: 'id' | 'zh-CN') => t(`languages.${locale}`);
  // A translated field by its English label and the language: "Title (Indonesian)", "Block 2, Caption (Chinese)".
  const translatedField = (c: TranslationChange) => {
    const language = c.locale === 'id' || c.locale === 'zh-CN' ? languages(c.locale) : c.locale;
    if (c.field === 'specName' || c.field === 'specValue') return t(`translatedSpec.${c.field}`, { position: c.position ?? 0, language });
    // A home section's entry (lib/history/home-diff.ts): its position and which of its words.
    if (c.field === 'entry') {
      const word = c.blockField === 'title' || c.blockField === 'body' || c.blockField === 'detail' ? t(`entryFields.${c.blockField}`) : '';
      return t('translatedEntry', { position: c.position ?? 0, field: word, language });
    }
    if (c.field !== 'block') return t('translatedField', { field: field(c.field), language });
    const type = (BLOCK_TYPES as readonly string[]).includes(c.blockType ?? '') ? (c.blockType as BlockType) : null;
    const label = type && c.blockField ? blockTextField(type, c.blockField)?.label : undefined;
    const block = { position: c.position ?? 0, type: type ? t(`blockTypes.${type}`) : (c.blockType ?? ''), language };
    // A list's items change as one line: its field label ("Item {n}") names a single item.
    return label && label !== 'item'
      ? t('translatedBlockField', { ...block, field: t(`blockFields.${label}` as BlockFieldKey) })
      : t('translatedBlock', block);
  };

  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
      {changes.flatMap((c, i) => {
        switch (c.kind) {
          case 'field':
            return [
              <li key={i}>{t('changed', { field: field(c.field), before: value(c.field, c.before), after: value(c.field, c.after) })}</li>,
            ];
          case 'set':
            return [
              ...(c.added.length ? [<li key={`${i}a`}>{t('setAdded', { field: field(c.field), names: list(c.added) })}</li>] : []),
              ...(c.removed.length ? [<li key={`${i}r`}>{t('setRemoved', { field: field(c.field), names: list(c.removed) })}</li>] : []),
            ];
          case 'order':
            return [<li key={i}>{t('reordered', { field: field(c.field) })}</li>];
          case 'translated':
            return [<li key={i}>{t('changed', { field: translatedField(c), before: value('', c.before), after: value('', c.after) })}</li>];
          case 'list': {
            const key = c.change === 'added' ? 'listAdded' : c.change === 'removed' ? 'listRemoved' : 'listChanged';
            return [<li key={i}>{t(key, { field: field(c.field), position: c.position, label: c.label })}</li>];
          }
        }
      })}
    </ul>
  );
}
