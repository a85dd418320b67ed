import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/lib/auth/session';
import { parseInquiryFilters } from '@/lib/inquiries/admin-filters';
import { exportFileName, exportInquiriesCsv } from '@/lib/inquiries/admin-export';
import { isAppLocale } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

/**
 * GET /{locale}/admin-panel/inquiries/export?<the list's filters>: every matching inquiry (all
 * pages) as CSV, one row per product line. Middleware is not the guard: the session is checked
 * here again (signed out → redirect to /login, nothing is read).
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/admin-panel/inquiries/export'>): Promise<Response> {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  await requireCapability('sales', locale);
  const filters = parseInquiryFilters(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: 'AdminInquiries.csv' });
  const csv = await exportInquiriesCsv(filters, (column) => t(column), locale);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
