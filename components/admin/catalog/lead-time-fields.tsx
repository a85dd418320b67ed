'use client';

import { useTranslations } from 'next-intl';
import { LEAD_TIME_MAX_DAYS } from '@/lib/product-fields/lead-time-field';
import type { FieldInputProps } from './field-inputs';
import { NumberPartsField } from './number-parts-field';

const ENDS = ['min', 'max'] as const;

/** The lead time: from and to, in working days; an empty "to" means exactly "from". */
export function LeadTimeFields({ draft, onChange, error }: FieldInputProps<'leadTime'>) {
  const t = useTranslations('adminCatalog.form');
  return (
    <NumberPartsField
      id="lead-time"
      legend={t('leadTime')}
      optional={t('optional')}
      parts={ENDS.map((key) => ({ key, label: t(`leadTimeEnds.${key}`) }))}
      max={LEAD_TIME_MAX_DAYS}
      draft={draft}
      onChange={onChange}
      hint={t('leadTimeHint')}
      error={error}
    />
  );
}
