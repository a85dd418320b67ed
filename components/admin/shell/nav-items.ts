import type { IconName } from './icons';

export type AdminNavItem = {
  href: string;
  labelKey: 'overview' | 'backToHome' | 'addNew' | 'itemList' | 'inquiries' | 'activity' | 'settings' | 'blog' | 'categories' | 'taxonomy';
  icon: IconName;
  /** Shows the number of unread inquiries as a badge. */
  unreadBadge?: true;
};

/**
 * SPEC 'Admin shell' links, after the overview (where a sign-in lands); Blog and its categories and tags only for the designated blog administrators; Activity for every administrator. */
export function adminNavItems(isBlogAdmin: boolean): AdminNavItem[] {
  return [
    { href: '/admin-panel', labelKey: 'overview', icon: 'overview' },
    { href: '/', labelKey: 'backToHome', icon: 'home' },
    { href: '/admin-panel/addnew', labelKey: 'addNew', icon: 'plus' },
    { href: '/admin-panel/itemlist', labelKey: 'itemList', icon: 'list' },
    { href: '/admin-panel/categories', labelKey: 'categories', icon: 'folder' },
    { href: '/admin-panel/inquiries', labelKey: 'inquiries', icon: 'inbox', unreadBadge: true },
    { href: '/admin-panel/activity', labelKey: 'activity', icon: 'activity' },
    { href: '/admin-panel/settings', labelKey: 'settings', icon: 'settings' },
    ...(isBlogAdmin
      ? ([
          { href: '/admin-panel/blog', labelKey: 'blog', icon: 'blog' },
          { href: '/admin-panel/blog/taxonomy', labelKey: 'taxonomy', icon: 'tag' },
        ] as const)
      : []),
  ];
}

/** The active link: exact for home and the overview (every admin page is below it), otherwise the section and everything below it. */
export function isActive(pathname: string, href: string): boolean {
  if (href === '/' || href === '/admin-panel') return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The one link to highlight: the longest matching href (Blog's categories and tags page is below Blog's). */
export function activeHref(pathname: string, items: readonly AdminNavItem[]): string | undefined {
  return items
    .filter((item) => isActive(pathname, item.href))
    .map((item) => item.href)
    .sort((a, b) => b.length - a.length)[0];
}

export const SIDEBAR_COOKIE = 'admin_sidebar';
