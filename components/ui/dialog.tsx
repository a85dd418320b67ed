'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { trapTabKey } from './focus-trap';
import { useBodyScrollLock } from './use-body-scroll-lock';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Accessible name: the id of a visible title, or a label. */
  labelledBy?: string;
  label?: string;
  /** 'fade' (0.3 s, centred) or 'slide' (0.3 s from the right, full screen). */
  variant?: 'fade' | 'slide';
  className?: string;
  /** Extra keys (e.g. arrows for a carousel); Tab and Escape are handled here. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

const DURATION = 300;

/**
 * A modal dialog on the native <dialog> (top layer, inert background): focus is trapped, Escape
 * and a click on the backdrop close it, page scrolling is locked, and focus returns to the element
 * that opened it. Children stay mounted while closed (the closed <dialog> is display:none):
 * callers mount the Dialog on first open if its content is heavy.
 */
export function Dialog({ open, onClose, labelledBy, label, variant = 'fade', className = '', onKeyDown, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open) {
      if (!el.open) {
        returnTo.current = document.activeElement as HTMLElement | null;
        el.showModal();
      }
      // The transition starts one frame after showModal (data-shown drives the classes).
      const frame = requestAnimationFrame(() => {
        el.dataset.shown = 'true';
      });
      return () => cancelAnimationFrame(frame);
    }
    delete el.dataset.shown;
    if (!el.open) return;
    const timer = setTimeout(() => {
      el.close();
      returnTo.current?.focus();
      returnTo.current = null;
    }, DURATION);
    return () => clearTimeout(timer);
  }, [open]);

  const base =
    variant === 'slide'
      ? `fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 transition-transform duration-300 ease-out translate-x-full data-shown:translate-x-0`
      : `m-auto max-h-[90vh] w-[min(100%-2rem,56rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl transition-opacity duration-300 opacity-0 data-shown:opacity-100`;

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-modal="true"
      className={`${base} backdrop:bg-slate-950/60 ${className}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (ref.current) trapTabKey(event, ref.current);
        onKeyDown?.(event);
      }}
    >
      {children}
    </dialog>
  );
}
