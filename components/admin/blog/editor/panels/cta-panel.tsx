'use client';

import { useTranslations } from 'next-intl';
import { CTA_STYLES } from '@/lib/blog/blocks';
import { SelectField, TextField } from './fields';
import type { PanelProps } from './panel-props';

export function CtaPanel({ idPrefix, content, onChange }: PanelProps<'cta'>) {
  const t = useTranslations('editor.fields');
  return (
    <div className="grid gap-3">
      <TextField
        id={`${idPrefix}-title`}
        label={t('ctaTitle')}
        value={content.title}
        onChange={(v) => onChange({ ...content, title: v })}
      />
      <TextField
        id={`${idPrefix}-description`}
        label={t('ctaDescription')}
        value={content.description}
        multiline
        rows={3}
        onChange={(v) => onChange({ ...content, description: v })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-button`}
          label={t('buttonText')}
          value={content.buttonText}
          onChange={(v) => onChange({ ...content, buttonText: v })}
        />
        <TextField
          id={`${idPrefix}-url`}
          type="url"
          label={t('buttonUrl')}
          value={content.buttonUrl}
          placeholder="https://"
          onChange={(v) => onChange({ ...content, buttonUrl: v })}
        />
      </div>
      <SelectField
        id={`${idPrefix}-style`}
        label={t('style')}
        value={content.style}
        options={CTA_STYLES.map((v) => ({ value: v, label: t(`ctaStyles.${v}`) }))}
        onChange={(v) => onChange({ ...content, style: v })}
      />
    </div>
  );
}
