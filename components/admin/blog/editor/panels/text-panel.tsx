'use client';

import { useTranslations } from 'next-intl';
import { ALIGNMENTS, TEXT_FONT_SIZES } from '@/lib/blog/blocks';
import { SelectField, TextField } from './fields';
import type { PanelProps } from './panel-props';

export function TextPanel({ idPrefix, content, onChange }: PanelProps<'text'>) {
  const t = useTranslations('editor.fields');
  return (
    <div className="grid gap-3">
      <TextField
        id={`${idPrefix}-content`}
        label={t('content')}
        value={content.content}
        placeholder={t('textPlaceholder')}
        multiline
        rows={5}
        onChange={(v) => onChange({ ...content, content: v })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-size`}
          label={t('fontSize')}
          value={content.fontSize}
          options={TEXT_FONT_SIZES.map((v) => ({ value: v, label: t(`fontSizes.${v}`) }))}
          onChange={(v) => onChange({ ...content, fontSize: v })}
        />
        <SelectField
          id={`${idPrefix}-align`}
          label={t('alignment')}
          value={content.alignment}
          options={ALIGNMENTS.map((v) => ({ value: v, label: t(`alignments.${v}`) }))}
          onChange={(v) => onChange({ ...content, alignment: v })}
        />
      </div>
    </div>
  );
}
