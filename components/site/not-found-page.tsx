import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/**
 * The localised 404 block of a public page. The layout around it gives the frame: the (site)
 * group's SiteFrame (`inSite`: its <main> is already there) or the blog's header and footer.
 * Next renders every not-found boundary of a page's segments into that page's RSC data, so a
 * boundary that rendered the header and footer itself sent them a second time with every page.
 * A server component: as a client component (with the root layout's boundary strings) the RSC data
 * was ~1.3 KB lighter but every public page loaded ~0.8 KiB more gzipped JavaScript.
 */
export async function NotFoundPage({ inSite = false }: { inSite?: boolean }) {
  const locale = await requestLocale();
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <StatusPage
      code={404}
      locale={locale}
      title={t('notFoundTitle')}
      body={t('notFoundBody')}
      back={{ href: '/', label: common('backHome') }}
      inSite={inSite}
    />
  );
}
