'use client';

import { useTranslations } from 'next-intl';
import type { AdminNavItem } from './nav-items';

/**
 * A nav link's text, with the unread-inquiries badge where the item has one. The badge is visual
 * (aria-hidden); screen readers hear one name, "Inquiries, 3 unread", which starts with the
 * visible label (WCAG 2.5.3 label in name).
 */
export function NavLabel({
  item,
  unread,
  hideLabel = false,
  compact = false,
}: {
  item: AdminNavItem;
  unread: number;
  /** The collapsed sidebar: the label is for screen readers only, the badge sits on the icon. */
  hideLabel?: boolean;
  compact?: boolean;
}) {
  const t = useTranslations('admin');
  const label = t(item.labelKey);
  const labelClass = hideLabel ? 'sr-only' : `max-w-full truncate${compact ? ' px-1' : ''}`;
  if (!item.unreadBadge || unread <= 0) return <span className={labelClass}>{label}</span>;
  const count = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <span className="sr-only" data-testid="nav-unread-label">
        {t('inquiriesUnread', { label, n: unread })}
      </span>
      <span aria-hidden="true" className={labelClass}>
        {label}
      </span>
      <span
        aria-hidden="true"
        data-testid="nav-unread-badge"
        className={`rounded-full bg-red-600 font-bold text-white tabular-nums ${
          compact
            ? 'absolute top-1 left-1/2 ml-1.5 min-w-4 px-1 text-center text-[10px] leading-4'
            : hideLabel
              ? 'absolute top-0.5 right-0.5 min-w-4 px-1 text-center text-[10px] leading-4'
              : 'ml-auto min-w-5 px-1.5 text-center text-xs leading-5'
        }`}
      >
        {count}
      </span>
    </>
  );
}
