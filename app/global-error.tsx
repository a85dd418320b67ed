'use client';

import { handleISRError } from 'next/dist/client/components/handle-isr-error';
import { GLOBAL_ERROR_TEXT, localeOfPath } from '@/components/site/global-error-text';

/**
 * Shown when the root layout itself fails. Next's default one (its styles, icon and texts) was
 * ~2 KiB of gzipped JavaScript on every page; this is a heading and a retry button in the page's
 * language. Like the default, it lets a failed prerender or revalidation fail rather than be cached.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  handleISRError({ error });
  const locale = localeOfPath(typeof window === 'undefined' ? '/' : window.location.pathname);
  const text = GLOBAL_ERROR_TEXT[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '6rem 1.5rem' }}>
        <h1>{text.title}</h1>
        <button type="button" onClick={() => reset()} style={{ minHeight: '2.75rem', padding: '0 1.25rem' }}>
          {text.retry}
        </button>
      </body>
    </html>
  );
}
