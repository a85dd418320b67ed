import { getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '../json-ld';
import { getMenuCategories } from '@/lib/catalog/categories-queries';
import { BoxIllustration } from './box-illustration';
import { configuredTiles, landingTiles } from './landing-tiles';

/** The earlier landing page (HOME_PAGE=landing): hero, benefits, about, products, FAQ, contact. */
export async function LandingPage({ locale }: { locale: AppLocale }) {
  const [c, t, nav, footer, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'company' }),
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'footer' }),
    // The header's read (tagged with the categories' cache tags, so an owner's change refreshes the
    // tiles too); the header logs a failure, the configured categories stand in.
    getMenuCategories(locale).catch(() => null),
  ]);
  const tiles = menu ? landingTiles(menu) : configuredTiles((key) => nav(key));
  const company = siteConfig.companyName;
  const faqs = ([1, 2, 3, 4] as const).map((n) => ({
    question: c(`faq${n}Question`, { company }),
    answer: c(`faq${n}Answer`, { company }),
  }));
  const benefits = ([1, 2, 3] as const).map((n) => ({ title: c(`benefit${n}Title`), text: c(`benefit${n}`) }));
  const section = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
  const h2 = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className={`${section} grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-2`}>
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{c('welcome', { company })}</p>
            <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{c('tagline')}</h1>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#product"
                className="inline-flex min-h-12 items-center rounded-lg bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500"
              >
                {t('heroCta')}
              </a>
              <a
                href="#contact"
                className="inline-flex min-h-12 items-center rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10"
              >
                {c('consult')}
              </a>
            </div>
          </div>
          <BoxIllustration className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby="benefits" className={`${section} py-16`}>
        <h2 id="benefits" className={h2}>
          {t('benefitsTitle')}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {benefits.map((b, i) => (
            <li key={b.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-10 place-items-center rounded-full bg-brand-50 font-bold text-brand-700" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{b.title}</h3>
              <p className="mt-2 text-slate-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-brand-50 py-16">
        <div className={`${section} grid gap-10 lg:grid-cols-2`}>
          <div>
            <h2 id="about-title" className={h2}>
              {c('aboutTitle')}
            </h2>
            <p className="mt-6 text-lg text-slate-700">{c('about1', { company })}</p>
            <p className="mt-4 text-slate-700">{c('about2')}</p>
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {(['team', 'mission', 'vision', 'values'] as const).map((key) => (
              <div key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
                <dt className="font-semibold text-brand-700">{c(`${key}Title`)}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-slate-700">{c(key)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="product" aria-labelledby="product-title" className={`${section} scroll-mt-20 py-16`}>
        <h2 id="product-title" className={h2}>
          {t('productsTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{t('productsIntro')}</p>
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

      <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-slate-50 py-16">
        <div className={`${section} max-w-4xl`}>
          <h2 id="faq-title" className={h2}>
            {c('faqTitle')}
          </h2>
          <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {faqs.map((f, i) => (
              <details key={f.question} className="group px-6 py-4" open={i === 0}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                  {f.question}
                  <span className="text-brand-700 transition-transform group-open:rotate-45" aria-hidden="true">
                    +
                  </span>
                </summary>
                <p className="mt-3 text-slate-700">{f.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className={`${section} scroll-mt-20 py-16`}>
        <div className="rounded-3xl bg-brand-700 px-6 py-12 text-white sm:px-12">
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('contactTitle')}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-100">{t('contactIntro')}</p>
          <dl className="mt-8 grid gap-6 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-brand-200">{c('address')}</dt>
              <dd className="mt-1">
                {siteConfig.address.street}, {siteConfig.address.locality}, {siteConfig.address.region}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-brand-200">{footer('phone')}</dt>
              <dd className="mt-1">
                <a href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`} className="underline underline-offset-2">
                  {siteConfig.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-brand-200">{footer('email')}</dt>
              <dd className="mt-1">
                <a href={`mailto:${siteConfig.email}`} className="underline underline-offset-2">
                  {siteConfig.email}
                </a>
              </dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={`https://wa.me/${siteConfig.whatsapp.marketing}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center rounded-lg bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500"
            >
              {t('whatsappCta')}
            </a>
            <a
              href={`mailto:${siteConfig.email}`}
              className="inline-flex min-h-12 items-center rounded-lg border border-white/40 px-6 font-semibold hover:bg-white/10"
            >
              {t('emailCta')}
            </a>
          </div>
        </div>
      </section>
      <JsonLdScript data={faqPageJsonLd(faqs)} />
    </>
  );
}
