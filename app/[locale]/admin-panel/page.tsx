import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/session';
import { redirect } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

/** /admin-panel itself opens Add New. */
export default async function AdminIndex({ params }: PageProps<'/[locale]/admin-panel'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  await requireAdmin(locale);
  redirect({ href: '/admin-panel/addnew', locale });
}
