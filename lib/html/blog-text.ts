import sanitizeHtml from 'sanitize-html';
import { isSiteLink } from './site-link';

// A blog text block's rich text: the product description's allow-list (lib/html/sanitize.ts) cut
// down to what the text block's editor offers: paragraphs, line breaks, bold, italic and links
// (http, https, mailto). Sanitised when saved and again when rendered, so an old, imported or
// hand-written row cannot put anything else on the page.

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'a'];
const SCHEMES = ['http', 'https', 'mailto'];

/** What is stored: links keep only their href (where a link opens is decided when rendered). */
export function sanitizeBlogText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: SCHEMES,
    allowProtocolRelative: false,
  }).trim();
}

/**
 * What the page shows: sanitised again, and each link told where it opens: a link to this site
 * (`siteOrigin`, or a path) in the same tab, any other in a new tab with rel="noopener noreferrer"
 * (the new page gets no handle on this one, nor the article's address).
 */
export function renderBlogText(html: string | null | undefined, siteOrigin: string | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: SCHEMES,
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? '';
        const same: sanitizeHtml.Attributes = href ? { href } : {};
        if (href === '' || isSiteLink(href, siteOrigin) || href.toLowerCase().startsWith('mailto:')) return { tagName, attribs: same };
        return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
      },
    },
  }).trim();
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A plain-text block as the rich editor's starting HTML: escaped, a blank line starts a new
 * paragraph and a single line break stays a line break, so opening an old block changes nothing
 * a reader sees.
 */
export function plainToHtml(text: string): string {
  if (text.trim() === '') return '';
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((para) => para.trim() !== '')
    .map((para) => `<p>${escape(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
