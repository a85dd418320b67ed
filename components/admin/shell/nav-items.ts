import type { IconName } from './icons';

export type AdminNavItem = {
  href: string;
  labelKey: 'overview' | 'backToHome' | 'addNew' | 'itemList' | 'inquiries' | 'activity' | 'settings' | 'blog';
  icon: IconName;
  /** Shows the number of unread inquiries as a badge. */
  unreadBadge?: true;
};

/**
 * SPEC 'Admin shell' links, after the overview (where a sign-in lands); Blog only for the designated blog administrators; Activity for every administrator. */
export function adminNavItems(isBlogAdmin: boolean): AdminNavItem[] {
  return [
    { href: '/admin-panel', labelKey: 'overview', icon: 'overview' },
    { href: '/', labelKey: 'backToHome', icon: 'home' },
    { href: '/admin-panel/addnew', labelKey: 'addNew', icon: 'plus' },
    { href: '/admin-panel/itemlist', labelKey: 'itemList', icon: 'list' },
    { href: '/admin-panel/inquiries', labelKey: 'inquiries', icon: 'inbox', unreadBadge: true },
    { href: '/admin-panel/activity', labelKey: 'activity', icon: 'activity' },
    { href: '/admin-panel/settings', labelKey: 'settings', icon: 'settings' },
    ...(isBlogAdmin ? [{ href: '/admin-panel/blog', labelKey: 'blog', icon: 'blog' } as const] : []),
  ];
}

/** The active link: exact for home and the overview (every admin page is below it), otherwise the section and everything below it. */
export function isActive(pathname: string, href: string): boolean {
  if (href === '/' || href === '/admin-panel') return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

export const SIDEBAR_COOKIE = 'admin_sidebar';
