import { leaveJsonLd } from '@/lib/seo/json-ld-handoff';
import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import { JsonLdHtml } from './json-ld-html';

/**
 * Structured data for search engines; the serialiser escapes `<` so data cannot close the tag.
 * Written into the HTML once: the RSC data carries an id, not a second copy (~2 KB a page).
 */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <JsonLdHtml id={leaveJsonLd(serializeJsonLd(data))} />;
}
