import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import type { AddQuoteLabels, QuoteBadgeLabels } from './labels';

/** Strings of the "Add to quote" controls, placeholders kept for the browser. */
export async function getAddQuoteLabels(locale: AppLocale): Promise<AddQuoteLabels> {
  const t = await getTranslations({ locale, namespace: 'Quote.add' });
  return {
    button: t('button'),
    dialogTitle: t('dialogTitle', { name: '{name}' }),
    quantity: t('quantity'),
    moqHint: t('moqHint', { moq: '{moq}' }),
    note: t('note'),
    notePlaceholder: t('notePlaceholder'),
    submit: t('submit'),
    added: t('added'),
    updated: t('updated'),
    full: t('full'),
    viewList: t('viewList'),
    close: t('close'),
    tooFew: t('tooFew', { moq: '{moq}' }),
    notWhole: t('notWhole'),
    tooMany: t('tooMany', { max: '{max}' }),
    quotePath: localizedPath(locale, '/quote'),
  };
}

export async function getQuoteBadgeLabels(locale: AppLocale): Promise<QuoteBadgeLabels> {
  const t = await getTranslations({ locale, namespace: 'Quote.page' });
  return {
    href: localizedPath(locale, '/quote'),
    label: t('navLabel'),
    countOne: t('countOne', { count: '{count}' }),
    countOther: t('countOther', { count: '{count}' }),
  };
}
