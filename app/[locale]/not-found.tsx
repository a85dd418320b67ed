import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/site/site-frame';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/** An unknown public page (HTTP 404), inside the site's header and footer so the visitor can go on. */
export default async function NotFound() {
  const locale = await requestLocale();
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <SiteFrame locale={locale}>
      <StatusPage
        code={404}
        locale={locale}
        title={t('notFoundTitle')}
        body={t('notFoundBody')}
        back={{ href: '/', label: common('backHome') }}
        inSite
      />
    </SiteFrame>
  );
}
