import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/**
 * The Coming Soon notice (HOME_PAGE=coming-soon). The home page wraps it in the site header and
 * footer, so navigation, the catalogue, the copyright and the developer credit stay one click away.
 */
export async function ComingSoon({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-6 py-20 text-center">
      {/* An SVG (next/image would serve it as it is, and cost the page its client code). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as it is (next/image would add its client code for nothing) */}
      <img src={siteConfig.logoPath} alt={siteConfig.legalName} width={240} height={60} fetchPriority="high" />
      <h1 className="mt-10 text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{t('comingSoonTitle')}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{t('comingSoonMessage')}</p>
    </div>
  );
}
