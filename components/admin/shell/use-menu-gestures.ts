'use client';

import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** While open: focus moves into the panel, Tab cycles inside it, Esc closes; on close focus returns. */
export function useFocusTrap(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  returnRef: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = returnRef.current;
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    focusables()[0]?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!panel?.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open, panelRef, returnRef, close]);
}

export const SWIPE_THRESHOLD_PX = 50;
export const EDGE_ZONE_PX = 200;

/** What a horizontal swipe means: open (rightwards from the left edge zone), close (leftwards), or nothing. */
export function swipeIntent(startX: number, startY: number, endX: number, endY: number, open: boolean): 'open' | 'close' | null {
  const dx = endX - startX;
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(endY - startY)) return null;
  if (!open && dx > 0 && startX <= EDGE_ZONE_PX) return 'open';
  if (open && dx < 0) return 'close';
  return null;
}

/** SPEC: swipe right starting within 200 px of the left edge opens, swipe left closes (50 px). */
export function useEdgeSwipe(open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start = touch && window.innerWidth < 768 ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (!start || !touch) return;
      const intent = swipeIntent(start.x, start.y, touch.clientX, touch.clientY, open);
      start = null;
      if (intent) setOpen(intent === 'open');
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [open, setOpen]);
}
