import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/** An unknown or deleted post id. */
export default async function PostNotFound() {
  const t = await getTranslations('editor');
  return (
    <StatusPage
      code={404}
      locale={await requestLocale()}
      title={t('notFound')}
      back={{ href: '/admin-panel/blog', label: t('back') }}
      inAdmin
      testId="post-not-found"
    />
  );
}
