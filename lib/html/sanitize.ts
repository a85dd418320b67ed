import sanitizeHtml from 'sanitize-html';

/**
 * Allow-list sanitiser for product descriptions (HTML typed by admins). Used before storing
 * (admin actions) AND before rendering (product page), so old or imported rows are safe too.
 * Keeps formatting, lists, tables, links and images; drops scripts, styles, event handlers,
 * iframes and `javascript:` URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Headings inside a product page sit under its h1: an h1 in a description becomes an h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, options).trim();
}

/** Plain text of a description (meta descriptions, JSON-LD), whitespace collapsed. */
export function descriptionToText(html: string | null | undefined, maxLength?: number): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (maxLength && text.length > maxLength) return `${text.slice(0, maxLength - 1).trimEnd()}…`;
  return text;
}
