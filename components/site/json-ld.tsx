import { serializeJsonLd, type JsonLd } from '@/lib/catalog/jsonld';

/** Structured data for search engines; the serialiser escapes `<` so data cannot close the tag. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
