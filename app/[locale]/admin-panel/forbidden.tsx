import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/** Shown (403) when a signed-in administrator opens a screen their role may not use (lib/auth/roles.ts). */
export default async function AdminForbidden() {
  const t = await getTranslations('errors');
  const admin = await getTranslations('admin');
  return (
    <StatusPage
      code={403}
      locale={await requestLocale()}
      title={t('forbiddenTitle')}
      body={t('forbiddenBody')}
      back={{ href: '/admin-panel', label: admin('overview') }}
      inAdmin
      testId="admin-forbidden"
    />
  );
}
