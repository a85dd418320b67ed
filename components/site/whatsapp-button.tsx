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
      <button ref={buttonRef} type="button" aria-expanded={open} aria-label={labels.button} onClick={toggle} className="whatsapp-toggle">
        {/* The mark is a CSS mask (app/globals.css): its path was ~0.4 KB of this script and of every page. */}
        <span className="whatsapp-icon size-5 sm:size-7" aria-hidden="true" />
      </button>
    </div>
  );
}
