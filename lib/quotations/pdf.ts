import 'server-only';
import { inArray } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import type { DbOrTx } from '@/lib/db/client';
import type { MailAttachment } from '@/lib/inquiries/mail';
import { items } from '@/lib/db/schema';
import { readPublicFile } from '@/lib/fonts/font-source';
import { siteConfig } from '@/lib/site-config';
import { getStorage } from '@/lib/storage';
import { storedPhotoBytes } from '@/lib/storage/stored-bytes';
import { companyFromSiteConfig } from './document/company';
import { renderQuotationPdf } from './document/render';
import type { QuotationDocument } from './document/types';
import { buyerLink } from './mail';
import { loadQuotationVersion, type QuotationVersionView } from './reads';

// A quotation version as the PDF renderer's input, and the PDF itself. Everything a buyer reads
// comes from the version's frozen rows (names already in the buyer's language, specifications,
// tiers), so the PDF of a sent version shows what was sent, however the catalogue changes since.
// Only the product photo is read from the catalogue now: versions do not keep a copy of it.

const orNull = (text: string) => (text.trim() ? text : null);

/** The day a version was issued, in the company's time zone (as the validity date is read). */
export function issueDay(iso: string | null, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(iso ? new Date(iso) : now);
}

async function storedBytes(url: string): Promise<Uint8Array | null> {
  const objectPath = getStorage().objectPathFromUrl(url);
  return objectPath ? storedPhotoBytes(objectPath) : null;
}

/**
 * The main photo of each product line, by item id (one read per distinct product). A deleted
 * product, a product without a photo or a photo that cannot be read gives null: the line is
 * printed without a picture rather than the quotation failing.
 */
export async function linePhotos(db: DbOrTx, itemIds: readonly (number | null)[]): Promise<Map<number, Uint8Array>> {
  const ids = [...new Set(itemIds.filter((id): id is number => id !== null))];
  const out = new Map<number, Uint8Array>();
  if (ids.length === 0) return out;
  const rows = await db.select({ id: items.id, url: items.mainPhotoUrl }).from(items).where(inArray(items.id, ids));
  await Promise.all(
    rows.map(async ({ id, url }) => {
      if (!url) return;
      try {
        const bytes = await storedBytes(url);
        if (bytes && bytes.length > 0) out.set(id, bytes);
      } catch (error) {
        console.warn('[quotations] photo not used', id, error instanceof Error ? error.message : error);
      }
    }),
  );
  return out;
}

let logo: Promise<string | null> | undefined;

/** The site's logo as SVG text, read once per process; null when it cannot be read (the PDF goes without it). */
export function logoSvg(): Promise<string | null> {
  logo ??= readPublicFile(siteConfig.logoPath).then(
    (bytes) => new TextDecoder().decode(bytes),
    (error: unknown) => {
      console.warn('[quotations] logo not read', error instanceof Error ? error.message : error);
      return null;
    },
  );
  return logo;
}

/** A loaded version → the renderer's input (pure apart from the photos and the logo handed in). */
export function toQuotationDocument(
  q: QuotationVersionView,
  photos: ReadonlyMap<number, Uint8Array>,
  siteUrl: string,
  logo: string | null = null,
): QuotationDocument {
  const sender = q.sentBy.email ? { name: q.sentBy.name || q.sentBy.email, email: q.sentBy.email, phone: q.sentBy.phone } : null;
  return {
    company: companyFromSiteConfig(q.locale, logo),
    reference: q.reference,
    version: q.version,
    date: issueDay(q.sentAt),
    validUntil: q.validUntil,
    buyer: { name: q.buyer.name, company: orNull(q.buyer.company), email: q.buyer.email, country: orNull(q.buyer.country) },
    locale: q.locale,
    currency: q.currency,
    lines: q.lines.map((line) => ({
      sample: line.kind === 'sample',
      photo: line.itemId === null ? null : (photos.get(line.itemId) ?? null),
      name: line.name,
      code: line.kind === 'custom' ? null : orNull(line.itemCode),
      specs: line.specs,
      quantityNote: orNull(line.quantityNote),
      leadTime: orNull(line.leadTime),
      note: orNull(line.note),
      tiers: line.tiers,
    })),
    paymentTerms: orNull(q.paymentTerms),
    incoterms: orNull(q.incoterms),
    noteToBuyer: orNull(q.note),
    publicUrl: q.token ? buyerLink(siteUrl, q.locale, q.token) : siteUrl,
    sender,
  };
}

/** The attachment's name: the reference and the version, e.g. QT-2026-0001-v2.pdf. */
export const pdfFileName = (q: Pick<QuotationVersionView, 'reference' | 'version'>) => `${q.reference}-v${q.version}.pdf`;

export type QuotationPdf = { bytes: Uint8Array; fileName: string; quotation: QuotationVersionView };

/** The PDF of an already loaded version. */
export async function pdfOfVersion(db: DbOrTx, q: QuotationVersionView, siteUrl = getConfig().siteUrl): Promise<QuotationPdf> {
  const [photos, logo] = await Promise.all([
    linePhotos(
      db,
      q.lines.map((l) => l.itemId),
    ),
    logoSvg(),
  ]);
  return { bytes: await renderQuotationPdf(toQuotationDocument(q, photos, siteUrl, logo)), fileName: pdfFileName(q), quotation: q };
}

/** The PDF of a SENT version (a draft has no PDF yet: it is still being edited), or null. */
export async function quotationPdf(db: DbOrTx, quotationId: number, version: number): Promise<QuotationPdf | null> {
  const q = await loadQuotationVersion(db, quotationId, version);
  if (!q || q.version !== version || !q.sentAt) return null;
  return pdfOfVersion(db, q);
}

/**
 * The sent version's PDF for the buyer's mail, timed (the figures go to the server log), or null
 * when it cannot be made: the send is already committed, so the mail then goes without it (the
 * buyer's page offers the same PDF) and the editor says so.
 */
export async function pdfAttachment(db: DbOrTx, q: QuotationVersionView): Promise<MailAttachment | null> {
  const started = performance.now();
  try {
    const { bytes, fileName } = await pdfOfVersion(db, q);
    console.info(`[quotations] PDF ${fileName}: ${bytes.length} bytes in ${Math.round(performance.now() - started)} ms`);
    return { filename: fileName, content: bytes, contentType: 'application/pdf' };
  } catch (error) {
    console.error(`[quotations] PDF of ${q.reference} v${q.version} failed:`, error);
    return null;
  }
}
