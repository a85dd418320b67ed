'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { WeChatCard, type WeChatContact } from './wechat-card';
import type { ContactLabels, WhatsAppNumber } from './whatsapp-button';

/**
 * The contact button's popup: the WhatsApp numbers, each opening a chat in a new tab with `text`,
 * and the WeChat ID (with a copy button: a buyer on a phone cannot scan the code on its own screen)
 * and QR code; WeChat first when `wechatFirst`. Focus moves into it when it opens; Escape closes it
 * and returns focus to the button, as does the close button; a click outside, or Tab past its end,
 * closes it.
 */
export function WhatsAppPopup({
  open,
  numbers,
  text,
  wechat,
  wechatFirst,
  labels,
  rootRef,
  buttonRef,
  onClose,
}: {
  open: boolean;
  numbers: WhatsAppNumber[];
  text: string;
  wechat: WeChatContact;
  wechatFirst: boolean;
  labels: ContactLabels;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    dialogRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onClose();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        buttonRef.current?.focus();
      }
    };
    // Focus moved to another element of the page (not to another window: a chat opened in a new tab).
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) onClose();
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, onClose, rootRef, buttonRef]);

  if (!open) return null;

  const close = () => {
    onClose();
    buttonRef.current?.focus();
  };
  const copy = () => {
    void navigator.clipboard.writeText(wechat.id).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const whatsapp = (
    <section key="whatsapp" data-channel="whatsapp" aria-label={labels.whatsapp}>
      <p className="contact-channel">{labels.whatsapp}</p>
      <ul className="flex flex-col gap-2">
        {numbers.map((n) => (
          <li key={n.number}>
            <a
              href={`https://wa.me/${n.number}?text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="whatsapp-chat"
            >
              <span>{n.label}</span>
              <span className="text-sm tabular-nums">+{n.number}</span>
              <span className="sr-only">{labels.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
  const weChat = (
    <section key="wechat" data-channel="wechat" aria-label={labels.wechat}>
      <p className="contact-channel">{labels.wechat}</p>
      <WeChatCard wechat={wechat} labels={labels} qrSize={112}>
        {/* The Clipboard API exists on HTTPS pages (and localhost) only. */}
        {typeof navigator.clipboard?.writeText === 'function' && (
          <button type="button" onClick={copy} className="wechat-copy">
            {labels.copy}
          </button>
        )}
        <span role="status" className="text-xs font-medium text-[#0b5d2a]">
          {copied ? labels.copied : ''}
        </span>
      </WeChatCard>
    </section>
  );

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-label={labels.title}
      tabIndex={-1}
      className="mr-3 flex max-h-[calc(100dvh-6rem)] w-[min(20rem,calc(100vw-1.5rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-4 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none sm:mr-0"
    >
      <div className="flex items-center justify-between">
        <p className="font-semibold">{labels.title}</p>
        <button
          type="button"
          onClick={close}
          aria-label={labels.close}
          className="grid size-9 place-items-center rounded-full hover:bg-slate-100"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {wechatFirst ? [weChat, whatsapp] : [whatsapp, weChat]}
    </div>
  );
}
