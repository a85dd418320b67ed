import { getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import { getConfig } from '@/lib/config';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { HeaderAuth } from './header-auth';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
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
  const [t, nav, quoteBadge] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'nav' }),
    getQuoteBadgeLabels(locale),
  ]);
  // Client leaves (NavDropdown, HeaderAuth) get final, localised hrefs: no next-intl in the browser.
  const categories = siteConfig.productCategories.map((c) => ({ href: localizedPath(locale, `/category/${c.id}`), label: nav(c.key) }));
  const languageNames = { en: t('languageEn'), id: t('languageId'), 'zh-CN': t('languageZh') };
  const authLabels = {
    login: t('login'),
    logout: t('logout'),
    adminPanel: t('adminPanel'),
    loginHref: localizedPath(locale, '/login'),
    adminHref: localizedPath(locale, '/admin-panel/addnew'),
  };
  const logo = (
    <Link locale={locale} href="/" className="flex shrink-0 items-center" aria-label={t('logoAlt', { company: siteConfig.companyName })}>
      {/* The logo is an SVG, which next/image serves as it is: a plain <img> spares every page its client code. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as it is (next/image would add its client code for nothing) */}
      <img src={siteConfig.logoPath} alt="" width={160} height={40} className="h-9 w-auto" />
    </Link>
  );
  // Component classes (app/globals.css): these lists repeat on every link of both menus.
  const linkClass = 'nav-link';
  const mobileLink = 'menu-link';

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
          <div className="ml-2">
            <HeaderAuth labels={authLabels} />
          </div>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <QuoteBadge labels={quoteBadge} />
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={logo}>
            <nav aria-label={t('mainNavigation')}>
              <ul className="flex flex-col gap-1">
                <li>
                  <Link locale={locale} href="/" className={mobileLink}>
                    {nav('home')}
                  </Link>
                </li>
                {hasSections && (
                  <li>
                    <a href={section('about')} className={mobileLink}>
                      {nav('about')}
                    </a>
                  </li>
                )}
                <li>
                  <details className="group">
                    <summary className={`${mobileLink} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}>
                      {nav('product')}
                      <svg
                        viewBox="0 0 20 20"
                        className="size-5 transition-transform group-open:rotate-180"
                        fill="currentColor"
                        aria-hidden="true"
                      >
                        <path d="M5.5 7.5 10 12l4.5-4.5z" />
                      </svg>
                    </summary>
                    <ul className="ml-3 border-l border-slate-200 pl-3">
                      {categories.map((c) => (
                        <li key={c.href}>
                          <a href={c.href} className="menu-sublink">
                            {c.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
                <li>
                  <Link locale={locale} href="/blog" className={mobileLink}>
                    {nav('blog')}
                  </Link>
                </li>
                <li>
                  <QuoteBadge labels={quoteBadge} variant="menu" />
                </li>
                {hasSections && (
                  <li>
                    <a href={section('contact')} className={mobileLink}>
                      {nav('contact')}
                    </a>
                  </li>
                )}
              </ul>
            </nav>
            <div>
              <p className="mb-2 text-sm font-medium text-slate-500">{t('language')}</p>
              <LanguageMenu label={t('language')} names={languageNames} variant="list" />
            </div>
            <HeaderAuth labels={authLabels} variant="menu" />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
