import type { ReactNode } from 'react';

/** The WeChat account of lib/site-config.ts, as the contact blocks show it. */
export type WeChatContact = { id: string; qr: string };

export type WeChatCardLabels = {
  /** 'WeChat ID' */
  idLabel: string;
  /** The QR image's alternative text. */
  qrAlt: string;
  /** How to add the account: scan, or search for the ID. */
  hint: string;
};

/**
 * The WeChat ID (one tap selects it whole, to copy) beside its QR code, and how to use them. No
 * state, so the server pages and the client popup and quote confirmation share it; `children`
 * (the popup's copy button) goes under the ID.
 */
export function WeChatCard({
  wechat,
  labels,
  qrSize,
  children,
}: {
  wechat: WeChatContact;
  labels: WeChatCardLabels;
  qrSize: number;
  children?: ReactNode;
}) {
  return (
    <div className="wechat-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static PNG, shown as it is */}
      <img src={wechat.qr} alt={labels.qrAlt} width={qrSize} height={qrSize} loading="lazy" className="wechat-qr" />
      <div className="wechat-text">
        <p className="wechat-note">{labels.idLabel}</p>
        <p className="wechat-id">{wechat.id}</p>
        {children}
        <p className="wechat-note">{labels.hint}</p>
      </div>
    </div>
  );
}
