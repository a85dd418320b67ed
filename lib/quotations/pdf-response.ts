import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { addressKey } from '@/lib/auth/address-key';
import { reserveKeys } from '@/lib/auth/throttle';
import type { DbOrTx } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';
import { loadBuyerView } from './buyer';
import { pdfOfVersion, quotationPdf, type QuotationPdf } from './pdf';
import { isTokenShape } from './token';

// The two downloads of a quotation's PDF: the buyer's, by the link's token, and the admin's, by
// quotation and version (the route checks the session first). Both answer the same file for the
// same version, made from its frozen rows each time rather than stored.

/** Downloads per address within the window: a buyer re-opens a PDF a few times, a scraper far more. */
export const PDF_DOWNLOADS_PER_WINDOW = 30;
export const PDF_WINDOW_MS = 60 * 60 * 1000;
const SCOPE = 'inquiry:quotation-pdf';

/** The PDF as a download that no shared cache keeps and no search engine lists. */
export function pdfResponse(pdf: QuotationPdf): Response {
  return new Response(Buffer.from(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
      'Content-Length': String(pdf.bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/** One download by `ip`, held in the sign-in throttle's table (shared by every instance). */
async function reserveDownload(db: DbOrTx, ip: string, now: Date) {
  const key = addressKey(ip);
  const since = new Date(now.getTime() - PDF_WINDOW_MS);
  return reserveKeys(db, {
    keys: [{ scope: SCOPE, key, lock: `${SCOPE}:${key}` }],
    since,
    now,
    waitSeconds(_i, attempts) {
      if (attempts.length < PDF_DOWNLOADS_PER_WINDOW) return 0;
      const ms = (attempts[attempts.length - PDF_DOWNLOADS_PER_WINDOW] as Date).getTime() + PDF_WINDOW_MS - now.getTime();
      return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
    },
    beforeRecord: (tx) => tx.delete(authAttempts).where(and(eq(authAttempts.scope, SCOPE), lt(authAttempts.createdAt, since))),
  });
}

/**
 * The buyer's download. 404 as the page answers it (unknown, draft, withdrawn) and also for a
 * superseded version: the page of that link tells the buyer about the newer version, whose PDF is
 * the one to read. 429 past the per-address limit.
 */
export async function buyerPdfResponse(db: DbOrTx, token: string, ip: string, now = new Date()): Promise<Response> {
  if (!isTokenShape(token)) return notFound();
  const verdict = await reserveDownload(db, ip, now);
  if (!verdict.allowed) {
    return new Response('Too many requests', {
      status: 429,
      headers: { 'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'private, no-store' },
    });
  }
  const view = await loadBuyerView(db, token, now);
  if (view.kind !== 'open') return notFound();
  return pdfResponse(await pdfOfVersion(db, view.quotation));
}

/** The admin's download of any sent version (drafts have none). */
export async function adminPdfResponse(db: DbOrTx, quotationId: string, version: string): Promise<Response> {
  const ok = /^[1-9]\d{0,14}$/.test(quotationId) && /^[1-9]\d{0,8}$/.test(version);
  const pdf = ok ? await quotationPdf(db, Number(quotationId), Number(version)) : null;
  return pdf ? pdfResponse(pdf) : notFound();
}
