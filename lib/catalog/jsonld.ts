import type { ItemDetails } from './read-models';
import { itemPhotos } from './read-models';
import { descriptionToText } from '@/lib/html/sanitize';

/** Builders of schema.org JSON-LD. Pure: the caller passes absolute URLs and translated names. */

export type JsonLd = Record<string, unknown>;

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export type OrganizationInput = {
  siteUrl: string;
  name: string;
  legalName: string;
  logoPath: string;
  phone: string;
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  sameAs: readonly string[];
};

export function organizationJsonLd(o: OrganizationInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${o.siteUrl}/#organization`,
    name: o.name,
    legalName: o.legalName,
    url: `${o.siteUrl}/`,
    logo: absoluteUrl(o.siteUrl, o.logoPath),
    telephone: o.phone,
    email: o.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address.street,
      addressLocality: o.address.locality,
      addressRegion: o.address.region,
      postalCode: o.address.postalCode,
      addressCountry: o.address.country,
    },
    sameAs: [...o.sameAs],
  };
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

/** Product without offers or ratings: the site publishes no prices and no reviews. */
export function productJsonLd(input: { siteUrl: string; path: string; brand: string; item: ItemDetails }): JsonLd {
  const { item, siteUrl } = input;
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${absoluteUrl(siteUrl, input.path)}#product`,
    name: item.name,
    url: absoluteUrl(siteUrl, input.path),
    image: itemPhotos(item).map((u) => absoluteUrl(siteUrl, u)),
    brand: { '@type': 'Brand', name: input.brand },
    manufacturer: { '@id': `${siteUrl}/#organization` },
  };
  const description = descriptionToText(item.description, 5000);
  if (description) ld.description = description;
  if (item.code) ld.sku = item.code;
  if (item.categoryName) ld.category = item.categoryName;
  if (item.specifications.length > 0) {
    ld.additionalProperty = item.specifications.map((s) => ({ '@type': 'PropertyValue', name: s.name, value: s.value || '-' }));
  }
  return ld;
}

export function faqPageJsonLd(pairs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: pairs.map((p) => ({
      '@type': 'Question',
      name: p.question,
      acceptedAnswer: { '@type': 'Answer', text: p.answer },
    })),
  };
}

/** Serialises JSON-LD for a <script> tag: `<` is escaped so no string can close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
