import { getLocale, getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import { DEFAULT_LOCALE, isAppLocale } from '@/lib/i18n/routing';

// A missing, draft or archived slug (HTTP 404).
export default async function ArticleNotFound() {
  const t = await getTranslations('blog');
  // The request's locale, as getTranslations reads it; plain next/link (no next-intl client runtime).
  const current = await getLocale();
  const locale = isAppLocale(current) ? current : DEFAULT_LOCALE;
  return (
    <main id="main" className="flex min-h-[70dvh] flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('notFoundTitle')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFoundBody')}</p>
      <Link locale={locale} href="/blog" className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600">
        {t('notFoundBack')}
      </Link>
    </main>
  );
}
