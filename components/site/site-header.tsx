import { getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import { getConfig } from '@/lib/config';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { categoryPath } from '@/lib/seo/catalog-paths';
import { siteConfig } from '@/lib/site-config';
import { menuCategoriesOrFallback } from '@/lib/catalog/categories-queries';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import type { MobileMenuData } from './mobile-menu-panel';
import { NavDropdown } from './nav-dropdown';
import { HeaderSearch } from './search-box';
import { QuoteBadge } from '@/components/quote/quote-badge';
import { getQuoteBadgeLabels } from '@/components/quote/quote-labels';

/**
 * Site header. About and Contact are sections of the landing page: on the home page they are
 * same-page anchors, on every other page links to those sections of the home page. With the
 * Coming Soon home (HOME_PAGE) the sections do not exist, so the two links are left out.
 */
export async function SiteHeader({ locale, isHome = false }: { locale: AppLocale; isHome?: boolean }) {
  const hasSections = getConfig().homePage === 'landing';
  const section = (id: 'about' | 'contact') => (isHome ? `#${id}` : `${localizedPath(locale, '/')}#${id}`);
  const [t, nav, quoteBadge, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'nav' }),
    getQuoteBadgeLabels(locale),
    // A page that reads no data of its own (a 404, the sign-in page) keeps its header when the
    // database is unreachable: the configured categories stand in, and the page is not kept long.
    menuCategoriesOrFallback(locale),
  ]);
  // Client leaves (NavDropdown, the mobile menu) get final, localised hrefs: no next-intl in the browser.
  // The categories are the owner's, in the owner's order (admin Categories screen).
  const categories = menu
    ? menu.map((c) => ({ href: categoryPath(locale, c), label: c.name, lang: c.lang }))
    : siteConfig.productCategories.map((c) => ({ href: localizedPath(locale, `/category/${c.id}`), label: nav(c.key), lang: undefined }));
  const languageNames = { en: t('languageEn'), id: t('languageId'), 'zh-CN': t('languageZh') };
  const logo = (
    <Link locale={locale} href="/" className="flex shrink-0 items-center" aria-label={t('logoAlt', { company: siteConfig.companyName })}>
      {/* The logo is an SVG, which next/image serves as it is: a plain <img> spares every page its client code. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as it is (next/image would add its client code for nothing) */}
      <img src={siteConfig.logoPath} alt="" width={160} height={40} className="h-9 w-auto" />
    </Link>
  );
  // A component class (app/globals.css): the list repeats on every link of the bar.
  const linkClass = 'nav-link';
  // The mobile menu is drawn in the browser on its first open, from these strings and hrefs.
  const menuData: MobileMenuData = {
    navLabel: t('mainNavigation'),
    languageLabel: t('language'),
    home: { href: localizedPath(locale, '/'), label: nav('home') },
    about: hasSections ? { href: section('about'), label: nav('about') } : undefined,
    product: nav('product'),
    categories,
    blog: { href: localizedPath(locale, '/blog'), label: nav('blog') },
    contact: hasSections ? { href: section('contact'), label: nav('contact') } : undefined,
    quoteBadge,
    languageNames,
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {logo}
        <nav aria-label={t('mainNavigation')} className="hidden items-center gap-1 md:ml-auto md:flex">
          <Link locale={locale} href="/" className={linkClass}>
            {nav('home')}
          </Link>
          {hasSections && (
            <a href={section('about')} className={linkClass}>
              {nav('about')}
            </a>
          )}
          <NavDropdown label={nav('product')} items={categories} />
          <LanguageMenu label={t('language')} names={languageNames} />
          <Link locale={locale} href="/blog" className={linkClass}>
            {nav('blog')}
          </Link>
          {hasSections && (
            <a href={section('contact')} className={linkClass}>
              {nav('contact')}
            </a>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <HeaderSearch
            action={localizedPath(locale, '/search')}
            labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), submit: t('searchSubmit') }}
          />
          {/* The call to action; staff sign in from the footer's discreet link (SiteFooter). */}
          <QuoteBadge labels={quoteBadge} shortLabel={t('requestQuoteShort')} />
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={logo} data={menuData} />
        </div>
      </div>
    </header>
  );
}
