import { can, type Capability, type Role } from '@/lib/auth/roles';
import type { IconName } from './icons';

type NavEntry = {
  href: string;
  /** A key of the `admin` messages (a wrong one fails the type check where NavLabel translates it). */
  labelKey: string;
  icon: IconName;
  /** Shown only to a role with this capability (the page itself refuses everyone else with 403). */
  capability?: Capability;
  /** Shows the number of unread inquiries as a badge. */
  unreadBadge?: true;
};

/**
 * SPEC 'Admin shell' links, after the overview (where a sign-in lands): each screen only for a
 * role that may open it (lib/auth/roles.ts); the overview, the way home and the account's settings
 * for every administrator. The item type, its label keys included, is derived from this list.
 */
const ADMIN_NAV = [
  { href: '/admin-panel', labelKey: 'overview', icon: 'overview' },
  { href: '/', labelKey: 'backToHome', icon: 'home' },
  { href: '/admin-panel/addnew', labelKey: 'addNew', icon: 'plus', capability: 'catalogue' },
  { href: '/admin-panel/itemlist', labelKey: 'itemList', icon: 'list', capability: 'catalogue' },
  { href: '/admin-panel/categories', labelKey: 'categories', icon: 'folder', capability: 'catalogue' },
  { href: '/admin-panel/inquiries', labelKey: 'inquiries', icon: 'inbox', unreadBadge: true, capability: 'sales' },
  { href: '/admin-panel/insights', labelKey: 'insights', icon: 'chart', capability: 'sales' },
  { href: '/admin-panel/activity', labelKey: 'activity', icon: 'activity', capability: 'activity' },
  { href: '/admin-panel/settings', labelKey: 'settings', icon: 'settings' },
  { href: '/admin-panel/blog', labelKey: 'blog', icon: 'blog', capability: 'blog' },
  { href: '/admin-panel/blog/taxonomy', labelKey: 'taxonomy', icon: 'tag', capability: 'blog' },
  { href: '/admin-panel/home', labelKey: 'homeContent', icon: 'layout', capability: 'home' },
  { href: '/admin-panel/team', labelKey: 'team', icon: 'user', capability: 'team' },
] as const satisfies readonly NavEntry[];

export type AdminNavItem = Omit<NavEntry, 'labelKey'> & { labelKey: (typeof ADMIN_NAV)[number]['labelKey'] };

/** The links `role` may follow, in the list's order. */
export function adminNavItems(role: Role): AdminNavItem[] {
  return ADMIN_NAV.filter((item: AdminNavItem) => !item.capability || can(role, item.capability));
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
