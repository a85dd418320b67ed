import 'server-only';
import { sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { DbOrTx } from '@/lib/db';
import { homeSections } from '@/lib/db/schema';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { localiseSection, type HomeContent } from './content';
import { writeHomeState, type HomeItemWords, type HomeSectionWords, type HomeState } from './home-rows';
import { HOME_SECTIONS, type HomeSectionKey } from './sections';

// The home page's standard content: the SPEC's company texts as the message files carry them
// (company.*, landing.*), English with its Indonesian and Chinese translations. A database gets it
// for every section it has no row for (`ensureHomeContent`: start-up of the embedded database,
// `npm run db:migrate`, the seed), so the page reads as before until the owner edits it; and the
// page shows it when the database cannot be read. Sections the SPEC says nothing about (the
// factory, certifications, clients, testimonials, the gallery) start without entries, so they are
// not shown until the owner fills them.

type Words = { words: HomeSectionWords; items: HomeItemWords[] };

function wordsIn(locale: AppLocale): Record<HomeSectionKey, Words> {
  const messages = { en, id, 'zh-CN': zh }[locale];
  const c = createTranslator({ locale, messages, namespace: 'company' });
  const l = createTranslator({ locale, messages, namespace: 'landing' });
  const company = siteConfig.companyName;
  const section = (title: string, rest: Partial<HomeSectionWords> = {}): HomeSectionWords => ({
    kicker: '',
    title,
    body: '',
    photoAlt: '',
    ...rest,
  });
  const item = (title: string, body: string, detail = ''): HomeItemWords => ({ title, body, detail });
  return {
    hero: { words: section(c('tagline'), { kicker: c('welcome', { company }) }), items: [] },
    benefits: { words: section(l('benefitsTitle')), items: ([1, 2, 3] as const).map((n) => item(c(`benefit${n}Title`), c(`benefit${n}`))) },
    about: {
      words: section(c('aboutTitle'), { body: `${c('about1', { company })}\n\n${c('about2')}` }),
      items: (['team', 'mission', 'vision', 'values'] as const).map((k) => item(c(`${k}Title`), c(k))),
    },
    products: { words: section(l('productsTitle'), { body: l('productsIntro') }), items: [] },
    factory: { words: section(''), items: [] },
    certifications: { words: section(''), items: [] },
    clients: { words: section(c('clients')), items: [] },
    testimonials: { words: section(c('testimonials')), items: [] },
    gallery: { words: section(c('gallery')), items: [] },
    faq: {
      words: section(c('faqTitle')),
      items: ([1, 2, 3, 4] as const).map((n) => item(c(`faq${n}Question`, { company }), c(`faq${n}Answer`, { company }))),
    },
  };
}

/**
 * Every section's standard rows: the English words, and each translation as a row whose source is
 * the English it translates (so an English edit marks it outdated, as any translation).
 */
export function standardHomeStates(): Record<HomeSectionKey, HomeState> {
  const english = wordsIn('en');
  const translated = Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, wordsIn(l)])) as Record<
    TranslationLocale,
    Record<HomeSectionKey, Words>
  >;
  const nullIfBlank = (v: string) => (v.trim() === '' ? null : v);
  return Object.fromEntries(
    HOME_SECTIONS.map((key): [HomeSectionKey, HomeState] => {
      const en = english[key];
      return [
        key,
        {
          words: en.words,
          photoUrl: null,
          items: en.items.map((item, i) => ({
            ...item,
            photoUrl: null,
            translations: Object.fromEntries(
              TRANSLATION_LOCALES.map((l) => {
                const t = translated[l][key].items[i]!;
                return [l, { title: nullIfBlank(t.title), body: nullIfBlank(t.body), detail: nullIfBlank(t.detail), source: { ...item } }];
              }),
            ),
          })),
          translations: Object.fromEntries(
            TRANSLATION_LOCALES.map((l) => {
              const t = translated[l][key].words;
              const words = { kicker: nullIfBlank(t.kicker), title: nullIfBlank(t.title), body: nullIfBlank(t.body), photoAlt: null };
              return [l, { ...words, source: { kicker: en.words.kicker, title: en.words.title, body: en.words.body, photoAlt: '' } }];
            }),
          ),
        },
      ];
    }),
  ) as Record<HomeSectionKey, HomeState>;
}

/** The standard content as the page reads it in `locale` (when the database cannot be read). */
export function standardHomeContent(locale: AppLocale): HomeContent {
  const states = standardHomeStates();
  const content: HomeContent = {};
  for (const section of HOME_SECTIONS) {
    const s = states[section];
    const translation = locale === 'en' ? null : s.translations?.[locale];
    const items = s.items.map((item, i) => ({
      row: { id: -(i + 1), ...item },
      translation: locale === 'en' ? null : item.translations?.[locale],
    }));
    const view = localiseSection({ section, ...s.words, photoUrl: null }, translation, items, locale);
    if (view) content[section] = view;
  }
  return content;
}

/**
 * Writes the standard rows of every section that has none yet, in one transaction (no version: the
 * first save of a section keeps them as its 'baseline'). `overrides` (the demo seed) replaces a
 * section's standard state. Returns the sections written; a database with all ten does nothing.
 */
export async function ensureHomeContent(db: DbOrTx, overrides: Partial<Record<HomeSectionKey, HomeState>> = {}): Promise<HomeSectionKey[]> {
  const missingIn = async (tx: DbOrTx) => {
    const present = new Set((await tx.select({ section: homeSections.section }).from(homeSections)).map((r) => r.section));
    return HOME_SECTIONS.filter((s) => !present.has(s));
  };
  if ((await missingIn(db)).length === 0) return [];
  const standard = standardHomeStates();
  return db.transaction(async (tx) => {
    // Two servers starting at once (or a start beside `npm run db:migrate`) take turns; the second finds nothing missing.
    await tx.execute(sql`lock table home_sections in share row exclusive mode`);
    const missing = await missingIn(tx);
    for (const section of missing) await writeHomeState(tx, section, overrides[section] ?? standard[section]);
    return missing;
  });
}
