import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';

export default async function NotFound() {
  const t = await getTranslations('errors');
  const common = await getTranslations('common');
  return <StatusPage code={404} title={t('notFoundTitle')} body={t('notFoundBody')} back={{ href: '/', label: common('backHome') }} />;
}
