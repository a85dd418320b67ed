import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/** An unknown or deleted product id in Edit Item. */
export default async function ItemNotFound() {
  const t = await getTranslations('adminCatalog');
  return (
    <StatusPage
      code={404}
      locale={await requestLocale()}
      title={t('notFound')}
      back={{ href: '/admin-panel/itemlist', label: t('edit.back') }}
      inAdmin
      testId="item-not-found"
    />
  );
}
