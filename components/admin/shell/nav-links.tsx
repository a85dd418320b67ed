'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { Icon } from './icons';
import { activeHref, adminNavItems } from './nav-items';
import { NavLabel } from './nav-label';
import type { Role } from '@/lib/auth/roles';

/** The admin links with the current one highlighted (aria-current). */
export function NavLinks({
  role,
  unreadInquiries,
  collapsed = false,
  onNavigate,
}: {
  role: Role;
  /** Only for a role that may open the inbox (the layout leaves it out of other roles' payload). */
  unreadInquiries?: number;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const t = useTranslations('admin');
  const pathname = usePathname();
  const items = adminNavItems(role);
  const current = activeHref(pathname, items);
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = item.href === current;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? t(item.labelKey) : undefined}
              className={`relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                active ? 'bg-white text-brand-700 shadow-sm' : 'text-brand-50 hover:bg-brand-600'
              } ${collapsed ? 'justify-center' : ''}`}
            >
              <Icon name={item.icon} className="shrink-0" />
              <NavLabel item={item} unread={unreadInquiries ?? 0} hideLabel={collapsed} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
