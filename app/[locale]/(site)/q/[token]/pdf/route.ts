import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { buyerPdfResponse } from '@/lib/quotations/pdf-response';

export const dynamic = 'force-dynamic';

/**
 * GET /{locale}/q/<token>/pdf: the PDF of the version the buyer's link names, as a download. The
 * same 404s as the page, `private, no-store`, limited per address (lib/quotations/pdf-response.ts).
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/q/[token]/pdf'>): Promise<Response> {
  const { token } = await params;
  return buyerPdfResponse(await getDb(), token, clientIp(await headers(), getConfig().trustProxy));
}
