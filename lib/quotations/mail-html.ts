import 'server-only';
import { readPublicFile } from '@/lib/fonts/font-source';
import type { MailAttachment } from '@/lib/inquiries/mail';
import { quotationFacts, siteConfig } from '@/lib/site-config';

// The HTML part of the buyer's mails: the company's logo above the same words as the plain text
// (escaped, line breaks kept, links clickable). The logo travels inline (a PNG: mail programs do
// not show SVG), so the mail shows it without loading anything from the web.

const LOGO_CID = 'company-logo';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The text with its https links made clickable (already escaped, so a link cannot break out of the attribute). */
function linked(escaped: string): string {
  return escaped.replace(/https:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The HTML of a mail's text; `withLogo` when the logo attachment goes with it. */
export function mailHtml(text: string, lang: string, withLogo: boolean): string {
  const body = linked(escapeHtml(text));
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    withLogo ? `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(siteConfig.legalName)}" width="160" height="40"></p>` : '',
    `<div style="white-space:pre-wrap">${body}</div>`,
    '</body></html>',
  ].join('');
}

let logo: Promise<MailAttachment | null> | undefined;

/** The inline logo attachment, read once per process; null (a mail without it) when it cannot be read. */
export function logoAttachment(): Promise<MailAttachment | null> {
  logo ??= readPublicFile(quotationFacts.logoPngPath).then(
    (content) => ({ filename: 'logo.png', content, contentType: 'image/png', cid: LOGO_CID }),
    (error: unknown) => {
      console.warn('[quotations] mail logo not read', error instanceof Error ? error.message : error);
      return null;
    },
  );
  return logo;
}
