import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';

/** Gives the blog's client leaves (list, share, bookmark, error) the `blog` messages. */
export default async function BlogLayout({ children, params }: LayoutProps<'/[locale]/blog'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider messages={{ common: messages.common, errors: messages.errors, blog: messages.blog }}>
      {children}
    </NextIntlClientProvider>
  );
}
