import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

export default async function NotFound() {
  const t = await getTranslations('errors');
  const locale = await requestLocale();
  const common = await getTranslations('common');
  return (
    <StatusPage
      code={404}
      locale={locale}
      title={t('notFoundTitle')}
      body={t('notFoundBody')}
      back={{ href: '/', label: common('backHome') }}
    />
  );
}
