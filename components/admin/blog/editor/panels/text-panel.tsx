'use client';

import { useTranslations } from 'next-intl';
import { ALIGNMENTS, TEXT_FONT_SIZES } from '@/lib/blog/blocks';
import { SelectField } from './fields';
import type { PanelProps } from './panel-props';
import { RichTextField } from './rich-text-field';

export function TextPanel({ idPrefix, content, onChange }: PanelProps<'text'>) {
  const t = useTranslations('editor.fields');
  return (
    <div className="grid gap-3">
      <RichTextField
        id={`${idPrefix}-content`}
        label={t('content')}
        value={content.content}
        format={content.format}
        onChange={(html) => onChange({ ...content, content: html, format: 'html' })}
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
