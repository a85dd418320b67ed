import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines, as a server-rendered `<script type="application/ld+json">`
 * (the form Next.js documents). The serialiser escapes `<` so data cannot close the tag. React also
 * serialises the element into the page's RSC data, which costs about 2–3 KB a page (decision 089).
 */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
