'use client';

import { takeJsonLd } from '@/lib/seo/json-ld-handoff';

/**
 * The JSON-LD <script> as the server's HTML render writes it, from the hand-off store
 * (lib/seo/json-ld-handoff.ts): the RSC data carries only the id. In the browser the element
 * hydrates without touching its text (React does not compare inner HTML when hydrating), so the
 * structured data stays in the page as the server wrote it.
 */
export function JsonLdHtml({ id }: { id: string }) {
  const json = typeof window === 'undefined' ? takeJsonLd(id) : '';
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
