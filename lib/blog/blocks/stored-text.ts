import { plainText } from '../../html/plain-text';
import { sanitizeBlogText } from '../../html/blog-text';

/**
 * A block's content (English or a translation's words) as it is stored: a rich text block's HTML
 * goes through the allow-list on the server whatever the browser sent, and HTML without a visible
 * word is stored as '' (so the block counts as empty, or the translation as missing).
 */
export function storedBlockContent(type: string, content: Record<string, unknown>): Record<string, unknown> {
  if (type !== 'text' || content.format !== 'html' || typeof content.content !== 'string') return content;
  const html = sanitizeBlogText(content.content);
  return { ...content, content: plainText(html) === '' ? '' : html };
}
