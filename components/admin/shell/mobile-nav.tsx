'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { Icon } from './icons';
import { NavLinks } from './nav-links';
import { adminNavItems, isActive } from './nav-items';
import { NavLabel } from './nav-label';
import { useFocusTrap, useEdgeSwipe } from './use-menu-gestures';
import type { Role } from '@/lib/auth/roles';

/** Below 768 px: a bottom bar plus a slide-in menu (focus trap, Esc, focus return, edge swipe). */
export function MobileNav({ role, unreadInquiries, account }: { role: Role; unreadInquiries?: number; account: ReactNode }) {
  const t = useTranslations('admin');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useFocusTrap(open, panelRef, buttonRef, close);
  useEdgeSwipe(open, setOpen);

  // The bottom bar holds at most seven targets at 390 px: Home, Activity, the category and tag
  // screens, the home page's content and the team are in the slide-in menu.
  const inMenuOnly = [
    '/',
    '/admin-panel/activity',
    '/admin-panel/categories',
    '/admin-panel/blog/taxonomy',
    '/admin-panel/home',
    '/admin-panel/team',
  ];
  const barItems = adminNavItems(role).filter((item) => !inMenuOnly.includes(item.href));
  return (
    <div className="md:hidden">
      <nav
        aria-label={t('adminNavigation')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="flex">
          {barItems.map((item) => {
            const active = isActive(pathname, item.href);
            return (
              <li key={item.href} className="min-w-0 flex-1">
                <Link
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={`relative flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${active ? 'text-brand-700' : 'text-slate-600'}`}
                >
                  <Icon name={item.icon} />
                  <NavLabel item={item} unread={unreadInquiries ?? 0} compact />
                </Link>
              </li>
            );
          })}
          <li className="min-w-0 flex-1">
            <button
              ref={buttonRef}
              type="button"
              onClick={() => setOpen(true)}
              aria-label={t('openMenu')}
              aria-expanded={open}
              aria-controls="admin-mobile-menu"
              className="flex w-full flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-600"
            >
              <Icon name="menu" />
              <span>{t('menu')}</span>
            </button>
          </li>
        </ul>
      </nav>

      <div
        aria-hidden="true"
        onClick={close}
        className={`fixed inset-0 z-40 bg-slate-900/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <div
        ref={panelRef}
        id="admin-mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('adminNavigation')}
        inert={!open}
        data-open={open}
        className={`fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-brand-700 p-4 text-white shadow-xl transition-transform duration-300 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="mb-6 flex items-center justify-between pl-2">
          <span className="text-lg font-bold">{t('panelTitle')}</span>
          <button type="button" onClick={close} aria-label={t('closeMenu')} className="rounded-lg p-1.5 hover:bg-brand-600">
            <Icon name="close" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">
          <NavLinks role={role} unreadInquiries={unreadInquiries} onNavigate={close} />
        </div>
        {account}
      </div>
    </div>
  );
}
