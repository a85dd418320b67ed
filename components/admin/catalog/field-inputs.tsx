'use client';

import type { ComponentType } from 'react';
import { ITEM_FIELD_KEYS, type ItemFieldDrafts, type ItemFieldKey } from '@/lib/product-fields/registry';
import { CertificationsFields } from './certifications-fields';
import { InnerSizeFields } from './inner-size-fields';
import { LeadTimeFields } from './lead-time-fields';
import { MoqFields } from './moq-fields';

// The product fields' inputs in the item form, in the registry's order (lib/product-fields). A
// field without an input here is a type error.

export type FieldInputProps<K extends ItemFieldKey> = {
  draft: ItemFieldDrafts[K];
  onChange: (patch: Partial<ItemFieldDrafts[K]>) => void;
  error?: string;
};

const FIELD_INPUTS: { [K in ItemFieldKey]: ComponentType<FieldInputProps<K>> } = {
  moq: MoqFields,
  innerSize: InnerSizeFields,
  leadTime: LeadTimeFields,
  certifications: CertificationsFields,
};

export function ProductFieldInputs({
  drafts,
  onChange,
  errors,
}: {
  drafts: ItemFieldDrafts;
  onChange: (drafts: ItemFieldDrafts) => void;
  errors: Partial<Record<ItemFieldKey, string>>;
}) {
  return ITEM_FIELD_KEYS.map((key) => {
    const Input = FIELD_INPUTS[key] as ComponentType<FieldInputProps<ItemFieldKey>>;
    return (
      <Input
        key={key}
        draft={drafts[key]}
        onChange={(patch) => onChange({ ...drafts, [key]: { ...drafts[key], ...patch } })}
        error={errors[key]}
      />
    );
  });
}
