'use client';

import { lazy, Suspense, useRef, useState } from 'react';

import type { WeChatCardLabels, WeChatContact } from './wechat-card';
import { WHATSAPP_TEXT_ID } from './whatsapp-prefill';

// The popup (its list, closing on Escape or a click outside) is fetched on the first click: every
// public page carries this button, few visitors open it.
const WhatsAppPopup = lazy(() => import('./whatsapp-popup').then((m) => ({ default: m.WhatsAppPopup })));

export type WhatsAppNumber = { label: string; number: string };

export type ContactLabels = WeChatCardLabels & {
  button: string;
  title: string;
  close: string;
  newTab: string;
  whatsapp: string;
  wechat: string;
  copy: string;
  copied: string;
};

/**
 * The floating contact button with a popup of the two WhatsApp numbers (each opens a chat in a new
 * tab) and the WeChat ID with its QR code; WeChat first, and its mark on the button, in Chinese.
 * Escape or a click outside closes it. On a product page the chat text is the product's (read
 * from <WhatsAppPrefill> when the popup opens, so the cached footer needs no page data).
 * On phones it is a slim tab docked to the right edge, no wider than the page gutter plus a card's
 * padding (16 + 12 px), so it never covers a product card's name; from 640 px the round button.
 * It sits in the footer's dock (`.contact-dock`, sticky above the footer): it follows the
 * viewport's bottom until the footer comes into view, then stays above the footer, never over it.
 */
export function WhatsAppButton({
  numbers,
  defaultText,
  wechat,
  wechatFirst,
  labels,
}: {
  numbers: WhatsAppNumber[];
  defaultText: string;
  wechat: WeChatContact;
  wechatFirst: boolean;
  labels: ContactLabels;
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

  // The popup follows the button in the document (flex-col-reverse draws it above), so Tab goes
  // from the button into it.
  return (
    <div ref={rootRef} data-testid="whatsapp-float" className="contact-float">
      <button ref={buttonRef} type="button" aria-expanded={open} aria-label={labels.button} onClick={toggle} className="whatsapp-toggle">
        {/* The marks are CSS masks (app/globals.css): their paths were ~0.4 KB of this script and of every page. */}
        <span className={`${wechatFirst ? 'wechat-icon' : 'whatsapp-icon'} size-5 sm:size-7`} aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <WhatsAppPopup
            open={open}
            numbers={numbers}
            text={text}
            wechat={wechat}
            wechatFirst={wechatFirst}
            labels={labels}
            rootRef={rootRef}
            buttonRef={buttonRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
