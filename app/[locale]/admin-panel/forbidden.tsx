import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/** Shown (403) when a signed-in administrator opens a section reserved for blog administrators. */
export default async function AdminForbidden() {
  const t = await getTranslations('errors');
  const admin = await getTranslations('admin');
  return (
    <StatusPage
      code={403}
      locale={await requestLocale()}
      title={t('forbiddenTitle')}
      body={t('forbiddenBody')}
      back={{ href: '/admin-panel/addnew', label: admin('addNew') }}
      inAdmin
      testId="admin-forbidden"
    />
  );
}
