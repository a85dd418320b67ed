import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { locale: AppLocale; href: string };

/**
 * A link for SERVER components of cached pages, with the locale passed explicitly.
 * IMPORTANT: next-intl's server `Link` reads the locale implicitly (getLocale), which under an
 * on-demand (ISR) render falls back to headers() and turns the page dynamic, then fails with
 * "Page changed from static to dynamic at runtime". Client components keep next-intl's Link.
 */
export function LocalizedLink({ locale, href, ...rest }: Props) {
  const [path = '/', hash] = href.split('#');
  return <NextLink href={`${localizedPath(locale, path || '/')}${hash ? `#${hash}` : ''}`} {...rest} />;
}
