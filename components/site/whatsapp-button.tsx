'use client';

import { lazy, Suspense, useRef, useState } from 'react';

import { WHATSAPP_TEXT_ID } from './whatsapp-prefill';

// The popup (its list, closing on Escape or a click outside) is fetched on the first click: every
// public page carries this button, few visitors open it.
const WhatsAppPopup = lazy(() => import('./whatsapp-popup').then((m) => ({ default: m.WhatsAppPopup })));

export type WhatsAppNumber = { label: string; number: string };

/**
 * Floating WhatsApp button with a popup of the two numbers; each opens a chat in a new tab.
 * Escape or a click outside closes it. On a product page the chat text is the product's (read
 * from <WhatsAppPrefill> when the popup opens, so the cached footer needs no page data).
 * On phones it is a slim tab docked to the right edge, no wider than the page gutter plus a card's
 * padding (16 + 12 px), so it never covers a product card's name; from 640 px the round button.
 */
export function WhatsAppButton({
  numbers,
  defaultText,
  labels,
}: {
  numbers: WhatsAppNumber[];
  defaultText: string;
  labels: { button: string; title: string; close: string; newTab: string };
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [text, setText] = useState(defaultText);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setText(document.getElementById(WHATSAPP_TEXT_ID)?.dataset.text || defaultText);
    setUsed(true);
    setOpen((v) => !v);
  };

  return (
    <div
      ref={rootRef}
      data-testid="whatsapp-float"
      className="fixed right-0 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      {used && (
        <Suspense fallback={null}>
          <WhatsAppPopup
            open={open}
            numbers={numbers}
            text={text}
            labels={labels}
            rootRef={rootRef}
            buttonRef={buttonRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-label={labels.button}
        onClick={toggle}
        className="grid h-12 w-7 place-items-center rounded-l-xl bg-[#1a7f45] text-white shadow-lg hover:bg-[#146a39] sm:size-14 sm:rounded-full sm:ring-4 sm:ring-white"
      >
        <svg viewBox="0 0 24 24" className="size-5 sm:size-7" fill="currentColor" aria-hidden="true">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3Z" />
        </svg>
      </button>
    </div>
  );
}
