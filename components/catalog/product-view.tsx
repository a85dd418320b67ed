// The product page's markup and data (app/[locale]/(site)/product/[id]/[slug]/page.tsx routes to it).
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProductGallery } from '@/components/catalog/product-gallery';
import { ProductSummary } from '@/components/catalog/product-summary';
import { PLACEHOLDER_IMAGE } from '@/components/catalog/photo-src';
import { RecommendedProducts } from '@/components/catalog/recommended-products';
import { SpecificationTable } from '@/components/catalog/specification-table';
import { JsonLdScript } from '@/components/site/json-ld';
import { WhatsAppPrefill } from '@/components/site/whatsapp-prefill';
import { AddToQuoteForm } from '@/components/quote/add-to-quote-form';
import { RequestSampleForm } from '@/components/quote/request-sample-form';
import { quoteProductOf } from '@/components/quote/product';
import { moqHintOf } from '@/components/quote/quantity-check';
import { getAddQuoteLabels, getSampleLabels } from '@/components/quote/quote-labels';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { fieldSpecRows } from '@/lib/product-fields/registry';
import { productJsonLd, productWebPageJsonLd } from '@/lib/catalog/jsonld';
import { loadMessages } from '@/lib/i18n/messages';
import { listedLocales, mainTextLocale } from '@/lib/catalog/localise';
import { absoluteUrl, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { getItemWithDetails } from '@/lib/catalog/queries';
import { listRecommendedItems } from '@/lib/catalog/recommendation-queries';
import { itemPhotos, parseRouteId, type ItemDetails } from '@/lib/catalog/read-models';
import { canonicalSlug } from '@/lib/catalog/slug-rules';
import { getConfig } from '@/lib/config';
import { descriptionToText } from '@/lib/html/sanitize';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import { localizedPath, routing, type AppLocale } from '@/lib/i18n/routing';
import { categoryHref, productHref, productHrefs } from '@/lib/seo/catalog-paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { shareCardPath } from '@/lib/seo/share-card-path';
import { siteConfig } from '@/lib/site-config';

type Params = Promise<{ locale: string; id: string; slug: string }>;

/** The product's address in every locale, each with its own slug (canonical, hreflang, links). */
function addresses(item: ItemDetails, locale: AppLocale) {
  const slugs = { ...item.slugs, [locale]: canonicalSlug('item', { id: item.id, slug: item.slugs[locale], name: item.name }) };
  return productHrefs(item.id, slugs);
}

/** The product's metadata: its name and category, the translated meta text, its share card. */
export async function productMetadata(params: Params): Promise<Metadata> {
  const { locale, id: raw } = await params;
  const id = parseRouteId(raw);
  if (!hasLocale(routing.locales, locale) || id === null) return {};
  const [item, t] = await Promise.all([getItemWithDetails(id, locale), getTranslations({ locale, namespace: 'product' })]);
  if (!item) return { title: t('notFound'), robots: { index: false } };
  const [catalog, card] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'shareCard' }),
  ]);
  const name = item.name || catalog('productNameFallback');
  return pageMetadata({
    locale,
    path: addresses(item, locale),
    title: item.categoryName ? `${name} – ${item.categoryName}` : name,
    // A description that fell back to English is not this locale's meta text: the translated sentence is.
    description:
      (item.lang?.description ? '' : descriptionToText(item.description, 160)) ||
      t('metaDescription', { name, company: siteConfig.companyName }),
    card: shareCardPath('product', locale, item.id, item.updatedAt),
    // The share image where cards are off (SHARE_CARDS=off).
    image: item.mainPhotoUrl,
    imageAlt: card('alt', { title: name, company: siteConfig.legalName }),
    translatedLocales: listedLocales(item.translatedIn),
  });
}

/**
 * The product a route names, read in the route's locale (the page's cached read): an unknown
 * locale, a malformed id or no such product is the product 404. The product page and its bare-id
 * address both start here.
 */
export async function productOrNotFound(params: { locale: string; id: string }) {
  const { locale, id: raw } = params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const id = parseRouteId(raw);
  if (id === null) notFound();
  const item = await getItemWithDetails(id, locale);
  if (!item) notFound();
  return { locale, id, item };
}

/**
 * A product page: gallery, name and code, the quote and sample forms, description, specifications,
 * recommendations and the structured data. An address with another slug is one 308 to this one.
 */
export async function ProductView({ params }: { params: Params }) {
  const own = await params;
  const { locale, id, item } = await productOrNotFound(own);
  const { slug } = own;
  const href = addresses(item, locale)[locale];
  // A slug the product had before, or any other: one 308 to this locale's address.
  if (href !== productHref({ id, slug })) permanentRedirect(localizedPath(locale, href));
  const [recommended, t, catalog, footer, quoteLabels, sample, messages] = await Promise.all([
    item.categoryId == null ? Promise.resolve([]) : listRecommendedItems(item.categoryId, item.id, locale),
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'footer' }),
    getAddQuoteLabels(locale),
    getSampleLabels(locale),
    loadMessages(locale),
  ]);
  const fieldWords = messages.ItemFields;
  const siteUrl = getConfig().siteUrl;
  const name = item.name || catalog('productNameFallback');
  const quoteProduct = quoteProductOf(item, name);
  const path = localizedPath(locale, href);
  const photos = itemPhotos(item);
  const categoryPath = item.categoryId == null ? null : categoryHref({ id: item.categoryId, slug: item.categorySlug });
  const crumbs = [
    { label: catalog('home'), href: '/' },
    ...(categoryPath ? [{ label: item.categoryName || catalog('categoryFallback'), href: categoryPath, lang: item.categoryLang }] : []),
    { label: name, lang: item.lang?.name },
  ];
  const whatsappText = item.code
    ? footer('whatsappProduct', { company: siteConfig.companyName, name, code: item.code, url: absoluteUrl(siteUrl, path) })
    : footer('whatsappProductNoCode', { company: siteConfig.companyName, name, url: absoluteUrl(siteUrl, path) });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb
        label={catalog('breadcrumb')}
        crumbs={crumbs}
        renderLink={(c, className) => (
          <Link locale={locale} href={c.href} className={className}>
            {c.label}
          </Link>
        )}
      />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          name={name}
          photos={photos.length > 0 ? photos : [PLACEHOLDER_IMAGE]}
          labels={{
            openViewer: t('openViewer'),
            closeViewer: t('closeViewer'),
            viewer: t('viewer'),
            previousPhoto: t('previousPhoto'),
            nextPhoto: t('nextPhoto'),
            showPhoto: t('showPhoto', { index: '{index}' }),
            photoCounter: t('photoCounter', { index: '{index}', total: '{total}' }),
            photoOf: t('photoOf', { name: '{name}', index: '{index}', total: '{total}' }),
            loadingPhoto: t('loadingPhoto'),
          }}
        />
        <div className="flex min-w-0 flex-col gap-6">
          <ProductSummary
            locale={locale}
            item={item}
            name={name}
            categoryPath={categoryPath}
            whatsappText={whatsappText}
            labels={{ seeAnother: t('seeAnother'), productCode: item.code ? t('productCode', { code: item.code }) : null }}
          />
          <section aria-labelledby="product-quote" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
            <h2 id="product-quote" className="mb-3 text-lg font-semibold text-slate-900">
              {quoteLabels.button}
            </h2>
            <AddToQuoteForm product={quoteProduct} labels={quoteLabels} moqHint={moqHintOf(quoteProduct, quoteLabels)} />
            <div className="mt-4 border-t border-slate-200 pt-4">
              <p id="sample-hint" className="mb-2 text-sm text-slate-600">
                {sample.hint}
              </p>
              <RequestSampleForm product={quoteProduct} labels={sample.labels} hintId="sample-hint" />
            </div>
          </section>
          {item.description && (
            <section aria-labelledby="product-description">
              <h2 id="product-description" className="sr-only">
                {t('description')}
              </h2>
              <div
                lang={item.lang?.description}
                className="product-description"
                // Sanitised with an allow-list (lib/html/sanitize.ts) when the item was loaded.
                dangerouslySetInnerHTML={{ __html: item.description }}
              />
            </section>
          )}
          <section aria-labelledby="product-specifications">
            <h2 id="product-specifications" className="mb-3 text-lg font-semibold text-slate-900">
              {t('specifications')}
            </h2>
            <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
              <SpecificationTable
                specifications={[...item.specifications, ...fieldSpecRows(item.fields, fieldWords, locale)]}
                nameLabel={t('specName')}
                valueLabel={t('specValue')}
                emptyText={t('noSpecifications')}
                emptyValue={t('emptyValue')}
              />
            </div>
          </section>
        </div>
      </div>
      <RecommendedProducts locale={locale} title={t('recommended')} items={recommended} nameFallback={catalog('productNameFallback')} />
      <WhatsAppPrefill text={whatsappText} />
      <JsonLdScript
        data={[
          productWebPageJsonLd({ siteUrl, path, name, inLanguage: mainTextLocale(locale, item.translatedIn) }),
          productJsonLd({
            siteUrl,
            path,
            brand: `PT ${siteConfig.companyName}`,
            item: { ...item, name },
            fieldWords,
          }),
          breadcrumbJsonLd(
            siteUrl,
            crumbs.map((c) => ({ name: c.label, path: c.href ? localizedPath(locale, c.href) : path })),
          ),
        ]}
      />
    </div>
  );
}
