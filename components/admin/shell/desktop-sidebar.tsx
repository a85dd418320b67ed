'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Icon } from './icons';
import { NavLinks } from './nav-links';
import { SIDEBAR_COOKIE } from './nav-items';
import type { Role } from '@/lib/auth/roles';

/** Desktop (≥ 768 px) sidebar: w-64 open, w-16 collapsed; the choice is remembered in a cookie. */
export function DesktopSidebar({
  role,
  unreadInquiries,
  initialCollapsed,
  account,
}: {
  role: Role;
  /** Only for a role that may open the inbox (the layout leaves it out of other roles' payload). */
  unreadInquiries?: number;
  initialCollapsed: boolean;
  account: ReactNode;
}) {
  const t = useTranslations('admin');
  const [collapsed, setCollapsed] = useState(initialCollapsed);

  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    // A cookie (not localStorage) so the server renders the remembered width without a flash.
    document.cookie = `${SIDEBAR_COOKIE}=${next ? 'collapsed' : 'open'}; path=/; max-age=31536000; samesite=lax`;
  }

  return (
    <aside
      data-collapsed={collapsed}
      data-testid="admin-sidebar"
      className={`group/sidebar sticky top-0 hidden h-dvh shrink-0 flex-col bg-brand-700 p-3 text-white transition-[width] duration-300 md:flex ${
        collapsed ? 'w-16' : 'w-64'
      }`}
    >
      <div className={`mb-6 flex items-center ${collapsed ? 'justify-center' : 'justify-between pl-2'}`}>
        <span className={`text-lg font-bold tracking-tight ${collapsed ? 'sr-only' : ''}`}>{t('panelTitle')}</span>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
          title={collapsed ? t('expandSidebar') : t('collapseSidebar')}
          className="rounded-lg p-1.5 text-brand-100 hover:bg-brand-600 hover:text-white"
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </button>
      </div>
      <nav aria-label={t('adminNavigation')} className="flex-1 overflow-y-auto">
        <NavLinks role={role} unreadInquiries={unreadInquiries} collapsed={collapsed} />
      </nav>
      {account}
    </aside>
  );
}
