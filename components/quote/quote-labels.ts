import 'server-only';
import { getTranslations } from 'next-intl/server';
import { MOQ_UNITS, type MoqUnitWords } from '@/lib/product-fields/moq';
import { countryOptions } from '@/lib/i18n/countries';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { SAMPLE_QUANTITY } from '@/lib/inquiries/contract';
import { siteConfig } from '@/lib/site-config';
import { wechatFirst } from '@/lib/contact/company';
import { categoryRefs } from '@/components/catalog/configured-categories';
import { categoryPath } from '@/lib/seo/catalog-paths';
import type { AddQuoteLabels, QuoteBadgeLabels, QuotePageLabels, SampleLabels } from './labels';

/** The MOQ units' words in one language (messages' `ItemFields.moq.units`). */
export async function moqUnitWords(locale: AppLocale): Promise<MoqUnitWords> {
  const t = await getTranslations({ locale, namespace: 'ItemFields.moq.units' });
  return Object.fromEntries(MOQ_UNITS.map((unit) => [unit, t(unit)])) as MoqUnitWords;
}

/** Strings of the "Add to quote" controls, placeholders kept for the browser. */
export async function getAddQuoteLabels(locale: AppLocale): Promise<AddQuoteLabels> {
  const t = await getTranslations({ locale, namespace: 'Quote.add' });
  return {
    button: t('button'),
    dialogTitle: t('dialogTitle', { name: '{name}' }),
    quantity: t('quantity'),
    moqHint: t('moqHint', { moq: '{moq}', unit: '{unit}' }),
    units: await moqUnitWords(locale),
    note: t('note'),
    notePlaceholder: t('notePlaceholder'),
    submit: t('submit'),
    added: t('added'),
    updated: t('updated'),
    full: t('full'),
    viewList: t('viewList'),
    close: t('close'),
    tooFew: t('tooFew', { moq: '{moq}', unit: '{unit}' }),
    notWhole: t('notWhole'),
    tooMany: t('tooMany', { max: '{max}' }),
    quotePath: localizedPath(locale, '/quote'),
    locale,
  };
}

/** "Request a sample" (button, confirmation) and its hint, filled for the product page. */
export async function getSampleLabels(locale: AppLocale): Promise<{ labels: SampleLabels; hint: string }> {
  const t = await getTranslations({ locale, namespace: 'Quote.add' });
  return {
    labels: {
      button: t('sampleButton'),
      added: t('sampleAdded'),
      full: t('full'),
      viewList: t('viewList'),
      quotePath: localizedPath(locale, '/quote'),
    },
    hint: t('sampleHint', { quantity: SAMPLE_QUANTITY }),
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

export async function getQuotePageLabels(locale: AppLocale): Promise<QuotePageLabels> {
  const [page, add, form, sent, category, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'Quote.page' }),
    getTranslations({ locale, namespace: 'Quote.add' }),
    getTranslations({ locale, namespace: 'Quote.form' }),
    getTranslations({ locale, namespace: 'Quote.sent' }),
    categoryRefs(locale),
    getTranslations({ locale, namespace: 'footer' }),
  ]);
  const company = siteConfig.companyName;
  return {
    locale,
    listTitle: page('listTitle'),
    empty: page('empty'),
    browse: page('browse'),
    browseHref: categoryPath(locale, category(siteConfig.productCategories[0].id)),
    code: page('code', { code: '{code}' }),
    moq: page('moq', { moq: '{moq}', unit: '{unit}' }),
    units: await moqUnitWords(locale),
    quantity: page('quantity'),
    note: page('note'),
    remove: page('remove'),
    storedHint: page('linesHidden'),
    tooFew: add('tooFew', { moq: '{moq}', unit: '{unit}' }),
    notWhole: add('notWhole'),
    tooMany: add('tooMany', { max: '{max}' }),
    sampleBadge: page('sampleBadge'),
    sampleQuantity: page('sampleQuantity', { quantity: SAMPLE_QUANTITY }),
    quotePath: localizedPath(locale, '/quote'),
    form: {
      contactTitle: form('contactTitle'),
      name: form('name'),
      company: form('company'),
      email: form('email'),
      whatsapp: form('whatsapp'),
      whatsappHint: form('whatsappHint'),
      contactHint: form('contactHint'),
      city: form('city'),
      country: form('country'),
      countryChoose: form('countryChoose'),
      countries: countryOptions(locale),
      message: form('message'),
      counter: form('counter', { count: '{count}', max: '{max}' }),
      consent: form('consent', { company }),
      submit: form('submit'),
      submitting: form('submitting'),
      honeypot: form('honeypot'),
      errorSummary: form('errorSummary'),
    },
    sent: {
      title: sent('title'),
      reference: sent('reference'),
      body: sent('body'),
      summary: sent('summary'),
      whatsapp: sent('whatsapp'),
      whatsappHint: sent('whatsappHint'),
      whatsappIntro: sent('whatsappIntro', { company, reference: '{reference}' }),
      whatsappMore: sent('whatsappMore', { count: '{count}' }),
      sampleTag: sent('sampleTag'),
      backToCatalogue: sent('backToCatalogue'),
      opensNewTab: sent('opensNewTab'),
      wechatTitle: sent('wechatTitle'),
      wechatHint: sent('wechatHint', { reference: '{reference}' }),
      wechatId: footer('wechatId'),
      wechatQrAlt: footer('wechatQrAlt', { company }),
    },
    whatsappNumber: siteConfig.whatsapp.marketing,
    wechat: { id: siteConfig.wechat.id, qr: siteConfig.wechat.qrImage, first: wechatFirst(locale) },
  };
}
