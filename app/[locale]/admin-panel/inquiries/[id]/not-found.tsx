import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/** An unknown (or purged) inquiry id. */
export default async function InquiryNotFound() {
  const t = await getTranslations('AdminInquiries.detail');
  return (
    <StatusPage
      code={404}
      locale={await requestLocale()}
      title={t('notFound')}
      back={{ href: '/admin-panel/inquiries', label: t('back') }}
      inAdmin
      testId="inquiry-not-found"
    />
  );
}
