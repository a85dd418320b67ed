'use client';

import { StatusPage } from '@/components/ui/status-page';
import { useBoundaryStrings } from './boundary-strings';

/**
 * The localised 404 block of a public page. The layout around it gives the frame: the (site)
 * group's SiteFrame (`inSite`: its <main> is already there) or the blog's header and footer.
 * Next renders every not-found boundary of a page's segments into that page's RSC data: a boundary
 * that rendered the header and footer itself sent them a second time with every page (~14 KiB).
 * A client component with the root layout's boundary strings, so that data holds only a reference.
 */
export function NotFoundPage({ inSite = false }: { inSite?: boolean }) {
  const { locale, text } = useBoundaryStrings();
  return (
    <StatusPage
      code={404}
      locale={locale}
      title={text['errors.notFoundTitle']}
      body={text['errors.notFoundBody']}
      back={{ href: '/', label: text['common.backHome'] }}
      inSite={inSite}
    />
  );
}
