import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { AccountBox } from '@/components/admin/shell/account-box';
import { DesktopSidebar } from '@/components/admin/shell/desktop-sidebar';
import { AdminLanguageMenu } from '@/components/admin/shell/admin-language-menu';
import { MobileNav } from '@/components/admin/shell/mobile-nav';
import { SIDEBAR_COOKIE } from '@/components/admin/shell/nav-items';
import { adminClientMessages, adminPage } from '@/lib/admin/page';
import { can } from '@/lib/auth/roles';
import { countUnreadInquiries } from '@/lib/inquiries/admin-queries';
import { routing } from '@/lib/i18n/routing';

// Per-visitor: reads the session (and the sidebar cookie) on every request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LayoutProps<'/[locale]/admin-panel'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: { default: t('panelTitle'), template: `%s | ${t('panelTitle')}` }, robots: { index: false, follow: false } };
}

/**
 * The admin shell around every /admin-panel page. Middleware is never the only guard: the layout
 * checks the session itself (and each admin page/action/handler checks again).
 */
export default async function AdminLayout({ children, params }: LayoutProps<'/[locale]/admin-panel'>) {
  const { locale, session } = await adminPage(params);
  const [messages, t, th] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'admin' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  const languageNames = { en: th('languageEn'), id: th('languageId'), 'zh-CN': th('languageZh') };
  const collapsed = (await cookies()).get(SIDEBAR_COOKIE)?.value === 'collapsed';
  // The sidebar badge, only for a role that may open the inbox: the layout's props travel in every
  // admin page's payload, so for another role the prop is left out, not sent as 0. A failed count
  // must not take the whole admin down: no badge then.
  const badge = can(session.role, 'sales')
    ? {
        unreadInquiries: await countUnreadInquiries().catch((error: unknown) => {
          console.error('[inquiries] unread count failed', error);
          return 0;
        }),
      }
    : {};
  const account = <AccountBox locale={locale} email={session.email} role={session.role} />;

  return (
    <div data-admin-shell className="min-h-dvh bg-slate-50 md:flex">
      {/* Keyboard users skip the menu (seven links and the account box) with the first Tab. */}
      <a
        href="#admin-content"
        data-testid="skip-link"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        {t('skipToContent')}
      </a>
      {/* The one client provider of the admin, around the shell and every page (pages mount none):
          the namespaces of ADMIN_CLIENT_NAMESPACES (lib/admin/page.ts). The root layout mounts no
          next-intl client provider, so public pages still ship without messages. */}
      <NextIntlClientProvider locale={locale} messages={adminClientMessages(messages)}>
        <DesktopSidebar role={session.role} {...badge} initialCollapsed={collapsed} account={account} />
        <MobileNav role={session.role} {...badge} account={account} />
        <div className="min-w-0 flex-1">
          {/* The admin's header: its language, switchable from any admin page (the page stays). */}
          <header className="flex justify-end px-4 pt-3 md:px-8">
            <AdminLanguageMenu label={th('language')} names={languageNames} />
          </header>
          <main id="admin-content" tabIndex={-1} className="min-w-0 px-4 pt-3 pb-24 outline-none md:px-8 md:pb-8">
            {children}
          </main>
        </div>
      </NextIntlClientProvider>
    </div>
  );
}
