import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines; the serialiser escapes `<` so data cannot close the tag. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
