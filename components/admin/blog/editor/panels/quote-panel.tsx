'use client';

import { useTranslations } from 'next-intl';
import { QUOTE_STYLES } from '@/lib/blog/blocks';
import { SelectField, TextField } from './fields';
import type { PanelProps } from './panel-props';

export function QuotePanel({ idPrefix, content, onChange }: PanelProps<'quote'>) {
  const t = useTranslations('editor.fields');
  return (
    <div className="grid gap-3">
      <TextField
        id={`${idPrefix}-content`}
        label={t('quote')}
        value={content.content}
        multiline
        rows={3}
        onChange={(v) => onChange({ ...content, content: v })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-author`}
          label={t('quoteAuthor')}
          value={content.author}
          onChange={(v) => onChange({ ...content, author: v })}
        />
        <SelectField
          id={`${idPrefix}-style`}
          label={t('style')}
          value={content.style}
          options={QUOTE_STYLES.map((v) => ({ value: v, label: t(`quoteStyles.${v}`) }))}
          onChange={(v) => onChange({ ...content, style: v })}
        />
      </div>
    </div>
  );
}
