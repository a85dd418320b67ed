import QRCode from 'qrcode';

/**
 * The placeholder WeChat QR code in public/ (siteConfig.wechat.qrImage while `qrFromId` is true):
 * the WeChat ID itself, drawn by `npm run reach:assets`. Scanned with WeChat it shows the ID as
 * text, to copy into "Add Contacts"; the owner replaces it with the QR code exported from the
 * WeChat app, which opens their profile. A PNG, not an SVG: a phone can save it to its photos and
 * open it from WeChat's scanner (Scan → Album), the way a buyer on that same phone scans it.
 */
export const WECHAT_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, scale: 8 } as const;

export function wechatQrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...WECHAT_QR_OPTIONS, type: 'png', color: { dark: '#000000', light: '#ffffff' } });
}

/** The dark modules of the code for `text`, row by row (true = dark), as a scanner reads them. */
export function wechatQrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: WECHAT_QR_OPTIONS.errorCorrectionLevel });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => !!modules.get(row, col)));
}
