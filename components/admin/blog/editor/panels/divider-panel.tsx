'use client';

import { useTranslations } from 'next-intl';
import { DIVIDER_STYLES } from '@/lib/blog/blocks';
import { FieldLabel } from '@/components/ui/field';
import { SelectField } from './fields';
import type { PanelProps } from './panel-props';

export function DividerPanel({ idPrefix, content, onChange }: PanelProps<'divider'>) {
  const t = useTranslations('editor.fields');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        id={`${idPrefix}-style`}
        label={t('style')}
        value={content.style}
        options={DIVIDER_STYLES.map((v) => ({ value: v, label: t(`dividerStyles.${v}`) }))}
        onChange={(v) => onChange({ ...content, style: v })}
      />
      <div>
        <FieldLabel look="editor" htmlFor={`${idPrefix}-color`}>
          {t('color')}
        </FieldLabel>
        <input
          id={`${idPrefix}-color`}
          type="color"
          value={/^#[0-9a-f]{6}$/i.test(content.color) ? content.color : '#e5e7eb'}
          onChange={(e) => onChange({ ...content, color: e.target.value.toUpperCase() })}
          className="h-10 w-20 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
      </div>
    </div>
  );
}
