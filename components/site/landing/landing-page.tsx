import { getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { getHomeContent } from '@/lib/home/queries';
import { standardHomeContent } from '@/lib/home/standard-content';
import { JsonLdScript } from '../json-ld';
import { getMenuCategories } from '@/lib/catalog/categories-queries';
import { BoxIllustration } from './box-illustration';
import { AboutSection, BenefitsSection, FactorySection } from './company-sections';
import { FaqSection, GallerySection } from './gallery-faq-sections';
import { HeroSection } from './hero-section';
import { configuredTiles, landingTiles } from './landing-tiles';
import { ContactSection } from './contact-section';
import { CertificationsSection, ClientsSection, TestimonialsSection } from './proof-sections';
import { Paragraphs, SectionHeading } from './section-heading';

/**
 * The home page (HOME_PAGE=landing): the owner's sections from the admin's Home page screen
 * (lib/home, cached per locale and refreshed by a save), the category tiles (the owner's
 * categories) and the contact block. A section without content is left out; the hero and "what we
 * make" fall back to the standard texts, so the page always has its heading and its tiles.
 */
export async function LandingPage({ locale }: { locale: AppLocale }) {
  const [c, t, nav, menu, content] = await Promise.all([
    getTranslations({ locale, namespace: 'company' }),
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'nav' }),
    // The header's read (tagged with the categories' cache tags, so an owner's change refreshes the
    // tiles too); the header logs a failure, the configured categories stand in.
    getMenuCategories(locale).catch(() => null),
    getHomeContent(locale).catch((error: unknown) => {
      // The page stays up with the standard texts; the next render after the database is back reads it again.
      console.error('[home] reading the home page content failed', error);
      return null;
    }),
  ]);
  const home = content ?? standardHomeContent(locale);
  const standard = content?.hero && content.products ? null : standardHomeContent(locale);
  const hero = home.hero ?? standard!.hero!;
  const products = home.products ?? standard!.products!;
  const tiles = menu ? landingTiles(menu) : configuredTiles((key) => nav(key));
  const faqs = (home.faq?.items ?? []).map((f) => ({ question: f.title.value, answer: f.body.value }));
  const section = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

  return (
    <>
      <HeroSection hero={hero} cta={t('heroCta')} consult={c('consult')} />
      {home.benefits ? <BenefitsSection section={home.benefits} /> : null}
      {home.about ? <AboutSection section={home.about} /> : null}

      <section id="product" aria-labelledby="product-title" className={`${section} scroll-mt-20 py-16`}>
        <SectionHeading id="product-title" section={products} />
        <Paragraphs text={products.body} className="mt-3 max-w-2xl text-slate-700" />
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.id} data-testid="landing-category">
              <Link
                locale={locale}
                href={tile.href}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-500 hover:shadow-md"
              >
                <BoxIllustration variant={tile.variant} className="h-28 w-auto self-start" />
                <h3 lang={tile.lang} className="mt-4 text-xl font-semibold text-slate-900">
                  {tile.name}
                </h3>
                <p className="mt-2 flex-1 text-slate-700">{t(tile.textKey)}</p>
                <span className="mt-4 font-semibold text-brand-700 group-hover:underline">{t('viewCategory', { name: tile.name })} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {home.factory ? <FactorySection section={home.factory} /> : null}
      {home.certifications ? <CertificationsSection section={home.certifications} /> : null}
      {home.clients ? <ClientsSection section={home.clients} /> : null}
      {home.testimonials ? <TestimonialsSection section={home.testimonials} /> : null}
      {home.gallery ? <GallerySection section={home.gallery} /> : null}
      {home.faq ? <FaqSection section={home.faq} /> : null}

      <ContactSection locale={locale} className={section} />
      {faqs.length > 0 ? <JsonLdScript data={faqPageJsonLd(faqs)} /> : null}
    </>
  );
}
