import type { ItemDetails } from './read-models';
import { itemPhotos } from './read-models';
import { descriptionToText } from '@/lib/html/sanitize';
import { absoluteUrl, type JsonLd } from '@/lib/seo/json-ld';

/** The catalogue's own JSON-LD; the shared builders (breadcrumb, organisation, FAQ) are in lib/seo. */

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
