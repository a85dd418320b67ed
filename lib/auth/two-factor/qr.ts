import 'server-only';
import QRCode from 'qrcode';
import { totpUri } from './totp';

/**
 * The enrolment QR code as an SVG string, made on the server (no QR library in the browser). The
 * SVG holds only paths the library draws from the URI, so it can be inlined.
 */
export async function enrolmentQrSvg(secret: string, issuer: string, account: string): Promise<string> {
  return QRCode.toString(totpUri(secret, issuer, account), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
