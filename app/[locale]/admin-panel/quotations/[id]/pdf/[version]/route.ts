import { notFound } from 'next/navigation';
import { requireCapability } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { isAppLocale } from '@/lib/i18n/routing';
import { adminPdfResponse } from '@/lib/quotations/pdf-response';

export const dynamic = 'force-dynamic';

/**
 * GET /{locale}/admin-panel/quotations/<id>/pdf/<version>: a sent version's PDF from the editor's
 * history. Middleware is not the guard: the session and the `sales` capability are checked here
 * (signed out → sign-in, another role → 403) before anything is read.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/admin-panel/quotations/[id]/pdf/[version]'>,
): Promise<Response> {
  const { locale, id, version } = await params;
  if (!isAppLocale(locale)) notFound();
  await requireCapability('sales', locale);
  return adminPdfResponse(await getDb(), id, version);
}
