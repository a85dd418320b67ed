'use client';

import { useTranslations } from 'next-intl';
import type { Change } from '@/lib/history/diff';

// One readable line per change of a version (lib/history/diff.ts), ids shown as names. Texts
// arrive already shortened to plain text by the list action (`shortChanges`).

type FieldKey = Parameters<ReturnType<typeof useTranslations<'revisions.fields'>>>[0];

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
          case 'list': {
            const key = c.change === 'added' ? 'listAdded' : c.change === 'removed' ? 'listRemoved' : 'listChanged';
            return [<li key={i}>{t(key, { field: field(c.field), position: c.position, label: c.label })}</li>];
          }
        }
      })}
    </ul>
  );
}
