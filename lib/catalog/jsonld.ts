import type { ItemDetails } from './read-models';
import { itemPhotos } from './read-models';
import type { ItemFieldsWords } from '@/lib/product-fields/define';
import { fieldsJsonLd } from '@/lib/product-fields/registry';
import { descriptionToText } from '@/lib/html/sanitize';
import { absoluteUrl, type JsonLd } from '@/lib/seo/json-ld';

/** The catalogue's own JSON-LD; the shared builders (breadcrumb, organisation, FAQ) are in lib/seo. */

/** Product without offers or ratings: the site publishes no prices and no reviews. */
export function productJsonLd(input: {
  siteUrl: string;
  path: string;
  brand: string;
  item: ItemDetails;
  /** The product fields' words in the page's language (messages' `ItemFields`). */
  fieldWords: ItemFieldsWords;
}): JsonLd {
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
  const fields = fieldsJsonLd(item.fields, input.fieldWords);
  Object.assign(ld, fields.product);
  const properties: JsonLd[] = [
    ...item.specifications.map((s) => ({ '@type': 'PropertyValue', name: s.name, value: s.value || '-' })),
    ...fields.properties,
  ];
  if (properties.length > 0) ld.additionalProperty = properties;
  return ld;
}

/**
 * The page around the product. `inLanguage` is a CreativeWork property: a Product has
 * none, so it sits on the WebPage whose `mainEntity` is the Product (linked by @id). It names the
 * language of the page's main text: the page locale where the page is translated, else the
 * default language its name or description falls back to (localise.ts `mainTextLocale`).
 */
export function productWebPageJsonLd(input: { siteUrl: string; path: string; name: string; inLanguage: string }): JsonLd {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemPage',
    '@id': `${url}#webpage`,
    url,
    name: input.name,
    inLanguage: input.inLanguage,
    mainEntity: { '@id': `${url}#product` },
  };
}

/** A category page: a CollectionPage in the language of its name (the same rule). */
export function categoryPageJsonLd(input: { siteUrl: string; path: string; name: string; inLanguage: string }): JsonLd {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${url}#webpage`,
    url,
    name: input.name,
    inLanguage: input.inLanguage,
  };
}
