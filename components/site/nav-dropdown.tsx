'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
import type { AppLocale } from '@/lib/i18n/routing';

/** `href` is final (already localised on the server); `locale` marks a link that switches language. */
export type DropdownItem = { href: string; label: string; locale?: AppLocale; current?: boolean; lang?: string };

/**
 * Disclosure-style dropdown of links: Enter/Space/ArrowDown open it and focus the first link,
 * arrows move, Escape closes and returns focus to the button, a click outside closes it.
 * `buttonLabel` is read before the visible `label` (e.g. 'Language EN'): the button's name must
 * contain its visible text (WCAG 2.5.3, axe label-content-name-mismatch), so no aria-label.
 */
export function NavDropdown({ label, buttonLabel, items }: { label: string; buttonLabel?: string; items: DropdownItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])];
  const focusLink = (index: number) => {
    const list = links();
    list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = links();
    const current = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(current <= 0 ? list.length - 1 : current - 1);
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      focusLink(list.length - 1);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="dropdown-button"
      >
        {buttonLabel ? <span className="sr-only">{buttonLabel} </span> : null}
        {label}
        <svg
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      <ul id={menuId} hidden={!open} className="dropdown-list">
        {items.map((item) => (
          <li key={`${item.href}-${item.locale ?? ''}`}>
            <a
              data-menu-link=""
              href={item.href}
              lang={item.lang}
              hrefLang={item.locale}
              // A language switch stores the choice, as next-intl's Link did.
              aria-current={item.current ? 'true' : undefined}
              onClick={() => {
                if (item.locale && !item.current) rememberLocale(item.locale);
                setOpen(false);
              }}
              className={`block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700 ${item.current ? 'font-semibold text-brand-700' : 'text-slate-700'}`}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
