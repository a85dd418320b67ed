import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

// A missing, draft or archived slug (HTTP 404).
export default async function ArticleNotFound() {
  const t = await getTranslations('blog');
  const locale = await requestLocale();
  return (
    <StatusPage
      code={404}
      locale={locale}
      title={t('notFoundTitle')}
      body={t('notFoundBody')}
      back={{ href: '/blog', label: t('notFoundBack') }}
    />
  );
}
