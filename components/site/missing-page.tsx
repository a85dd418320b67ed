import { getTranslations } from 'next-intl/server';
import { menuCategoriesOrFallback } from '@/lib/catalog/categories-queries';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { categoryPath } from '@/lib/seo/catalog-paths';
import { siteConfig } from '@/lib/site-config';
import { SearchBox } from './search-box';

/**
 * The 404 of an unknown address (the catch-all), inside the site's header and footer: the message,
 * "Back to Home" (the one way back every 404 of the site offers, components/ui/status-page.tsx),
 * the site search and links into the site (the owner's product categories, the blog, the quote
 * list), all plain HTML: a visitor without JavaScript can go on from here. Only the catch-all
 * carries it (its own route group), not every public page's not-found boundary.
 */
export async function MissingPage({ locale }: { locale: AppLocale }) {
  const [t, common, nav, header, quote, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'Quote.page' }),
    menuCategoriesOrFallback(locale),
  ]);
  const categories = menu
    ? menu.map((c) => ({ href: categoryPath(locale, c), label: c.name, lang: c.lang }))
    : siteConfig.productCategories.map((c) => ({ href: localizedPath(locale, `/category/${c.id}`), label: nav(c.key), lang: undefined }));
  const links = [
    ...categories,
    { href: localizedPath(locale, '/blog'), label: nav('blog'), lang: undefined },
    { href: localizedPath(locale, '/quote'), label: quote('navLabel'), lang: undefined },
  ];
  return (
    <div data-testid="page-not-found" className="status-block px-6 py-20">
      <p className="status-code">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('notFoundTitle')}</h1>
      <p className="status-body">{t('notFoundBody')}</p>
      <a href={localizedPath(locale, '/')} className="status-back">
        {common('backHome')}
      </a>
      <SearchBox
        action={localizedPath(locale, '/search')}
        id="not-found-q"
        labels={{ label: header('searchLabel'), placeholder: header('searchPlaceholder'), submit: header('searchSubmit') }}
        className="mt-8 w-full"
      />
      <nav aria-labelledby="not-found-links" className="mt-10 w-full">
        <h2 id="not-found-links" className="text-sm font-semibold text-slate-900">
          {t('notFoundLinks')}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} lang={link.lang} className="status-link">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
