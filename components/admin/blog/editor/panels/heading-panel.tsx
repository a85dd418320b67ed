'use client';

import { useTranslations } from 'next-intl';
import { ALIGNMENTS, HEADING_LEVELS } from '@/lib/blog/blocks';
import { SelectField, TextField } from './fields';
import type { PanelProps } from './panel-props';

export function HeadingPanel({ idPrefix, content, onChange }: PanelProps<'heading'>) {
  const t = useTranslations('editor.fields');
  return (
    <div className="grid gap-3">
      <TextField
        id={`${idPrefix}-content`}
        label={t('content')}
        value={content.content}
        placeholder={t('headingPlaceholder')}
        onChange={(v) => onChange({ ...content, content: v })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-level`}
          label={t('level')}
          value={content.level}
          options={HEADING_LEVELS.map((n) => ({ value: n, label: t('levelOption', { n }) }))}
          onChange={(v) => onChange({ ...content, level: v })}
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
