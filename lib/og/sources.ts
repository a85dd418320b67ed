import { getTranslations } from 'next-intl/server';
import { getPublishedPost, loadTagPage, resolvePostSlug } from '../blog/queries';
import { parseRouteSlug } from '../blog/route-slug';
import { getCategoryWithItems, getItemWithDetails } from '../catalog/queries';
import { parseRouteId } from '../catalog/read-models';
import type { AppLocale } from '../i18n/routing';
import { PAGE_CARD_KEYS, SHARE_CARD_KINDS, type PageCardKey, type ShareCardKind } from '../seo/share-card-path';
import type { CardInput } from './card';
import { cardPhoto, isStoredPhoto } from './photo';

// What each kind of page puts on its card, read through the same cached reads as the page (so the
// card's route cache entry carries the page's tags and is refreshed with it). Text comes in the
// page's language with the reads' per-field fallback to English.

/** `key`: the one spelling of the page's id or slug that its card is drawn under (the route answers 404 to any other). */
export type CardSource = { input: CardInput; key: string; found: true } | { found: false };

const missing: CardSource = { found: false };

async function productCard(key: string, locale: AppLocale): Promise<CardSource> {
  const id = parseRouteId(key);
  const item = id === null ? null : await getItemWithDetails(id, locale);
  if (!item) return missing;
  const [t, catalog] = await Promise.all([
    getTranslations({ locale, namespace: 'shareCard' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  return {
    found: true,
    key: String(item.id),
    input: {
      title: item.name || catalog('productNameFallback'),
      kicker: item.categoryName || t('product'),
      photo: await cardPhoto(item.mainPhotoUrl),
      locale,
    },
  };
}

async function categoryCard(key: string, locale: AppLocale): Promise<CardSource> {
  const id = parseRouteId(key);
  const data = id === null ? null : await getCategoryWithItems(id, locale);
  if (!data) return missing;
  const [t, catalog] = await Promise.all([
    getTranslations({ locale, namespace: 'shareCard' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  // The photo of its first product (in the page's order) that has a stored one.
  const photoUrl = data.items.map((i) => i.mainPhotoUrl).find(isStoredPhoto);
  return {
    found: true,
    key: String(data.id),
    input: { title: data.name || catalog('categoryFallback'), kicker: t('category'), photo: await cardPhoto(photoUrl), locale },
  };
}

async function articleCard(key: string, locale: AppLocale): Promise<CardSource> {
  const slug = parseRouteSlug(key);
  const target = slug === null ? null : await resolvePostSlug(slug, locale);
  const post = target ? await getPublishedPost(target.defaultSlug, locale) : null;
  if (!post) return missing;
  const t = await getTranslations({ locale, namespace: 'shareCard' });
  return {
    found: true,
    // The page links its card by the post's default-language slug, whatever slug it was opened by.
    key: post.defaultSlug ?? post.slug,
    input: { title: post.title, kicker: post.categories[0]?.name || t('article'), photo: await cardPhoto(post.featuredImageUrl), locale },
  };
}

/** A page without a photo of its own (home, blog list, quote list, search): its words, the company's mark. */
async function pageCard(key: string, locale: AppLocale): Promise<CardSource> {
  if (!(PAGE_CARD_KEYS as readonly string[]).includes(key)) return missing;
  const [t, landing, blog, quote, search] = await Promise.all([
    getTranslations({ locale, namespace: 'shareCard' }),
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'Quote.page' }),
    getTranslations({ locale, namespace: 'search' }),
  ]);
  const words: Record<PageCardKey, { title: string; kicker: string }> = {
    home: { title: landing('metaTitle'), kicker: t('site') },
    blog: { title: blog('heroTagline'), kicker: blog('metaTitle') },
    quote: { title: quote('title'), kicker: t('site') },
    search: { title: search('heading'), kicker: t('site') },
  };
  return { found: true, key, input: { ...words[key as PageCardKey], photo: null, locale } };
}

/** A blog tag's page: the tag's name, the featured image of its newest post that has a stored one. */
async function tagCard(key: string, locale: AppLocale): Promise<CardSource> {
  const page = await loadTagPage(key, locale);
  if (!page) return missing;
  const t = await getTranslations({ locale, namespace: 'blog' });
  const photoUrl = page.posts.map((p) => p.featuredImageUrl).find(isStoredPhoto);
  return {
    found: true,
    key: page.tag.slug,
    input: { title: `#${page.tag.name}`, kicker: t('tagKicker'), photo: await cardPhoto(photoUrl), locale },
  };
}

const readers: Record<ShareCardKind, (key: string, locale: AppLocale) => Promise<CardSource>> = {
  product: productCard,
  category: categoryCard,
  article: articleCard,
  page: pageCard,
  tag: tagCard,
};

/** The card of one page: a product or category by id, an article or tag by its slug, a page by its key (its canonical key says which spelling is drawn). */
export function cardSource(kind: string, key: string, locale: AppLocale): Promise<CardSource> {
  if (!(SHARE_CARD_KINDS as readonly string[]).includes(kind)) return Promise.resolve(missing);
  return readers[kind as ShareCardKind](key, locale);
}
