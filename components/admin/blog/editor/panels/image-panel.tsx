'use client';

import { useTranslations } from 'next-intl';
import { ALIGNMENTS, IMAGE_WIDTHS } from '@/lib/blog/blocks';
import { ImageField } from '../image-field';
import { SelectField, TextField } from './fields';
import type { PanelProps } from './panel-props';

export function ImagePanel({ idPrefix, content, onChange }: PanelProps<'image'>) {
  const t = useTranslations('editor.fields');
  return (
    <div className="grid gap-3">
      <ImageField
        id={`${idPrefix}-url`}
        label={t('url')}
        value={content.url}
        alt={content.alt}
        onChange={(v) => onChange({ ...content, url: v })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${idPrefix}-alt`} label={t('alt')} value={content.alt} onChange={(v) => onChange({ ...content, alt: v })} />
        <TextField
          id={`${idPrefix}-caption`}
          label={t('caption')}
          value={content.caption}
          onChange={(v) => onChange({ ...content, caption: v })}
        />
        <SelectField
          id={`${idPrefix}-align`}
          label={t('alignment')}
          value={content.alignment}
          options={ALIGNMENTS.map((v) => ({ value: v, label: t(`alignments.${v}`) }))}
          onChange={(v) => onChange({ ...content, alignment: v })}
        />
        <SelectField
          id={`${idPrefix}-width`}
          label={t('width')}
          value={content.width}
          options={IMAGE_WIDTHS.map((v) => ({ value: v, label: t(`widths.${v}`) }))}
          onChange={(v) => onChange({ ...content, width: v })}
        />
      </div>
    </div>
  );
}
