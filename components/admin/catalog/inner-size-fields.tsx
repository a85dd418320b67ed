'use client';

import { useTranslations } from 'next-intl';
import { INNER_SIZE_MAX_MM } from '@/lib/product-fields/inner-size-field';
import type { FieldInputProps } from './field-inputs';
import { NumberPartsField } from './number-parts-field';

const SIDES = ['length', 'width', 'height'] as const;

/** The inner dimensions: length × width × height in whole millimetres, all three or none. */
export function InnerSizeFields({ draft, onChange, error }: FieldInputProps<'innerSize'>) {
  const t = useTranslations('adminCatalog.form');
  return (
    <NumberPartsField
      id="inner-size"
      legend={t('innerSize')}
      optional={t('optional')}
      parts={SIDES.map((key) => ({ key, label: t(`innerSides.${key}`) }))}
      max={INNER_SIZE_MAX_MM}
      draft={draft}
      onChange={onChange}
      hint={t('innerSizeHint')}
      error={error}
    />
  );
}
