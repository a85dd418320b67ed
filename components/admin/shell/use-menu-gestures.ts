'use client';

import { useEffect, type RefObject } from 'react';
import { focusableWithin, trapTabKey } from '@/components/ui/focus-trap';
import { useBodyScrollLock } from '@/components/ui/use-body-scroll-lock';

/**
 * While open: focus moves into the panel, Tab cycles inside it, Esc closes, the page does not scroll;
 * on close focus returns. The trap and the scroll lock are the ones the dialogs use (components/ui).
 */
export function useFocusTrap(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  returnRef: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useBodyScrollLock(open);
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = returnRef.current;
    focusableWithin(panel)[0]?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (panel) trapTabKey(event, panel);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
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
