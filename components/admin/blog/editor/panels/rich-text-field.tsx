'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { EDITOR_LABEL_KEYS } from '@/components/admin/catalog/item-fields';
import { RichTextEditor, type RichTextLabels } from '@/components/admin/rich-text/rich-text-editor';
import type { TextFormat } from '@/lib/blog/blocks/text';
import { plainToHtml } from '@/lib/html/blog-text';

/**
 * A text block's words in the description editor cut down to bold, italic and links. A block
 * still in plain text opens as the same paragraphs and line breaks; it is stored as HTML only
 * once edited here (`onChange` always hands back HTML).
 */
export function RichTextField({
  id,
  label,
  value,
  format,
  lang,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  format: TextFormat;
  lang?: string;
  onChange: (html: string) => void;
}) {
  const t = useTranslations('adminCatalog');
  const labels = useMemo(() => Object.fromEntries(EDITOR_LABEL_KEYS.map((key) => [key, t(`editor.${key}`)])) as RichTextLabels, [t]);
  const html = format === 'html' ? value : plainToHtml(value);
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <RichTextEditor id={id} value={html} onChange={onChange} labels={labels} labelledBy={`${id}-label`} variant="inline" lang={lang} />
    </div>
  );
}
