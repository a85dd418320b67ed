import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';

// A missing, draft or archived slug (HTTP 404).
export default async function ArticleNotFound() {
  const t = await getTranslations('blog');
  return <StatusPage code={404} title={t('notFoundTitle')} body={t('notFoundBody')} back={{ href: '/blog', label: t('notFoundBack') }} />;
}
