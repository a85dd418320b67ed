import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/site/localized-link';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';

type Kind = 'notFound' | 'forbidden';

/**
 * The page for a URL outside every locale (`/xx/…`), with its own <html>: there is no root layout
 * (`app/[locale]/layout.tsx` is the root). Next serialises the root segment's not-found, forbidden
 * and unauthorized pages into every page's RSC data; its built-in ones (inline styles, three
 * copies of the same stylesheet) cost each page ~3 KB, this one a few hundred bytes.
 */
export async function RootBoundary({ kind }: { kind: Kind }) {
  const [t, common] = await Promise.all([
    getTranslations({ locale: DEFAULT_LOCALE, namespace: 'errors' }),
    getTranslations({ locale: DEFAULT_LOCALE, namespace: 'common' }),
  ]);
  const title = kind === 'notFound' ? t('notFoundTitle') : t('forbiddenTitle');
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <title>{title}</title>
        <h1>{title}</h1>
        <LocalizedLink locale={DEFAULT_LOCALE} href="/">
          {common('backHome')}
        </LocalizedLink>
      </body>
    </html>
  );
}
