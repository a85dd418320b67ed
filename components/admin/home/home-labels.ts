'use client';

import { useTranslations } from 'next-intl';
import type { HomeSectionKey, ItemTextField, SectionTextField } from '@/lib/home/sections';

// The editor's labels per section (messages `adminHome.sections.<section>`): what a field means
// differs by section (a question, a figure, a client's name). Keys are built from the section
// definitions (lib/home/sections.ts), which the message files mirror (tests/messages.test.ts and
// lib/home/labels.test.ts hold them together).

type Raw = (key: string, values?: Record<string, string | number>) => string;

export function useHomeLabels(section: HomeSectionKey) {
  const t = useTranslations('adminHome');
  const raw = t as unknown as Raw;
  return {
    t,
    section: raw(`sections.${section}.name`),
    description: raw(`sections.${section}.description`),
    field: (field: SectionTextField | 'photo') => raw(`sections.${section}.fields.${field}`),
    itemName: () => raw(`sections.${section}.item.name`),
    itemList: () => raw(`sections.${section}.item.list`),
    itemAdd: () => raw(`sections.${section}.item.add`),
    itemField: (field: ItemTextField | 'photo') => raw(`sections.${section}.item.fields.${field}`),
  };
}

export type HomeLabels = ReturnType<typeof useHomeLabels>;
