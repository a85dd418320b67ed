'use client';

import { useEffect, type RefObject } from 'react';
import type { WhatsAppNumber } from './whatsapp-button';

/** The WhatsApp button's popup: the numbers, each opening a chat in a new tab with `text`. */
export function WhatsAppPopup({
  open,
  numbers,
  text,
  labels,
  rootRef,
  buttonRef,
  onClose,
}: {
  open: boolean;
  numbers: WhatsAppNumber[];
  text: string;
  labels: { title: string; close: string; newTab: string };
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onClose();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, rootRef, buttonRef]);

  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-label={labels.title}
      className="mr-3 w-64 rounded-2xl bg-white p-4 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 sm:mr-0"
    >
      <div className="mb-3 flex items-center justify-between">
        <p className="font-semibold">{labels.title}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={labels.close}
          className="grid size-9 place-items-center rounded-full hover:bg-slate-100"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul className="flex flex-col gap-2">
        {numbers.map((n) => (
          <li key={n.number}>
            <a
              href={`https://wa.me/${n.number}?text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center justify-between rounded-xl bg-[#e7f8ee] px-3 py-2 font-medium text-[#0b5d2a] hover:bg-[#d3f2df]"
            >
              <span>{n.label}</span>
              <span className="text-sm tabular-nums">+{n.number}</span>
              <span className="sr-only">{labels.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
