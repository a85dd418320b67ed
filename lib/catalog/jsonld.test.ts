import { describe, expect, it } from 'vitest';
import { fieldValues } from '@/lib/product-fields/registry';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import { absoluteUrl, breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { categoryPageJsonLd, productJsonLd, productWebPageJsonLd } from './jsonld';
import type { ItemDetails } from './read-models';

const site = 'https://example.co.id';
const item: ItemDetails = {
  id: 7,
  slug: 'magnetic-hardbox',
  slugs: { en: 'magnetic-hardbox', id: 'magnetic-hardbox', 'zh-CN': 'magnetic-hardbox' },
  categorySlug: 'hardbox',
  name: 'Magnetic Hardbox',
  code: 'HB-7',
  description: '<p>Rigid <strong>box</strong></p><ul><li>Custom</li></ul>',
  mainPhotoUrl: '/storage/itemphotos/main-7.jpg',
  hoverPhotoUrl: 'https://cdn.example.com/hover-7.jpg',
  specifications: [
    { id: 1, name: 'Material', value: 'Greyboard' },
    { id: 2, name: 'Finishing', value: '' },
  ],
  gallery: ['/storage/itemphotos/gallery-0-7.jpg'],
  categoryId: 6,
  categoryName: 'Hardbox',
  updatedAt: null,
  translatedIn: [],
  fields: fieldValues(),
};

describe('page JSON-LD', () => {
  it('puts inLanguage on the ItemPage whose mainEntity is the Product (Product has no inLanguage)', () => {
    const page = productWebPageJsonLd({ siteUrl: site, path: '/zh-CN/product/7', name: '磁吸礼盒', inLanguage: 'zh-CN' });
    const product = productJsonLd({
      siteUrl: site,
      path: '/zh-CN/product/7',
      brand: 'PT Kemas',
      item: { ...item, name: '磁吸礼盒' },
      fieldWords: zh.ItemFields,
    });
    expect(page).toMatchObject({
      '@type': 'ItemPage',
      name: '磁吸礼盒',
      inLanguage: 'zh-CN',
      url: 'https://example.co.id/zh-CN/product/7',
    });
    expect(page.mainEntity).toEqual({ '@id': product['@id'] });
    expect(product.inLanguage).toBeUndefined();
    expect(categoryPageJsonLd({ siteUrl: site, path: '/id/category/6', name: 'Kotak Keras', inLanguage: 'id' })).toMatchObject({
      '@type': 'CollectionPage',
      inLanguage: 'id',
      url: 'https://example.co.id/id/category/6',
    });
  });
});

describe('productJsonLd', () => {
  it('describes the product without price or rating', () => {
    const ld = productJsonLd({ siteUrl: site, path: '/id/product/7', brand: 'PT Kemas', item, fieldWords: en.ItemFields });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Magnetic Hardbox',
      sku: 'HB-7',
      category: 'Hardbox',
      brand: { '@type': 'Brand', name: 'PT Kemas' },
      url: 'https://example.co.id/id/product/7',
      description: 'Rigid box Custom',
      image: [
        'https://example.co.id/storage/itemphotos/main-7.jpg',
        'https://cdn.example.com/hover-7.jpg',
        'https://example.co.id/storage/itemphotos/gallery-0-7.jpg',
      ],
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Material', value: 'Greyboard' },
        { '@type': 'PropertyValue', name: 'Finishing', value: '-' },
      ],
    });
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('omits sku, category and properties that do not exist', () => {
    const ld = productJsonLd({
      siteUrl: site,
      path: '/product/7',
      brand: 'B',
      item: { ...item, code: null, categoryName: '', specifications: [], description: '' },
      fieldWords: en.ItemFields,
    });
    expect(ld).not.toHaveProperty('sku');
    expect(ld).not.toHaveProperty('category');
    expect(ld).not.toHaveProperty('additionalProperty');
    expect(ld).not.toHaveProperty('description');
  });

  it("states the MOQ as a number with the page language's name and unit", () => {
    const ld = productJsonLd({
      siteUrl: site,
      path: '/zh-CN/product/7',
      brand: 'B',
      item: { ...item, specifications: [], fields: fieldValues({ moq: { quantity: 400, unit: 'pcs' } }) },
      fieldWords: zh.ItemFields,
    });
    expect(ld.additionalProperty).toEqual([{ '@type': 'PropertyValue', name: '起订量', value: 400, unitText: '个' }]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and makes URLs absolute', () => {
    expect(
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name: 'Hardbox', path: '/category/6' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.co.id/' },
        { '@type': 'ListItem', position: 2, name: 'Hardbox', item: 'https://example.co.id/category/6' },
      ],
    });
  });
});

describe('organization and FAQ', () => {
  it('builds the Organization', () => {
    const ld = organizationJsonLd({
      siteUrl: site,
      name: 'PT Kemas',
      legalName: 'PT Kemas',
      logoPath: '/logo.svg',
      phone: '+62',
      email: 'a@b.c',
      address: { street: 'Jl. 1', locality: 'Tangerang', region: 'Banten', postalCode: '15000', country: 'ID' },
      sameAs: ['https://facebook.com/x'],
    });
    expect(ld).toMatchObject({
      '@type': 'Organization',
      logo: 'https://example.co.id/logo.svg',
      address: { addressLocality: 'Tangerang' },
    });
  });
  it('builds the FAQPage', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
});

describe('serializeJsonLd / absoluteUrl', () => {
  it('cannot close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
  it('keeps absolute URLs', () => {
    expect(absoluteUrl(site, 'https://x.y/z.jpg')).toBe('https://x.y/z.jpg');
    expect(absoluteUrl(`${site}/`, 'a.jpg')).toBe('https://example.co.id/a.jpg');
  });
});
