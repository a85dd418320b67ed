import type { ComponentProps } from 'react';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & { locale: AppLocale; href: string };

/**
 * A link for SERVER components of cached pages, with the locale passed explicitly.
 * A plain <a>, like every link of the public pages: next/link's client code (~3 KiB gzipped, with
 * prefetching and client-side navigation) was what kept them above their JavaScript budget, and
 * a click loads the other page, cached and small, in full.
 * IMPORTANT: next-intl's server `Link` reads the locale implicitly (getLocale), which under an
 * on-demand (ISR) render falls back to headers() and turns the page dynamic, then fails with
 * "Page changed from static to dynamic at runtime".
 */
export function LocalizedLink({ locale, href, ...rest }: Props) {
  const [path = '/', hash] = href.split('#');
  return <a href={`${localizedPath(locale, path || '/')}${hash ? `#${hash}` : ''}`} {...rest} />;
}
