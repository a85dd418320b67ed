import 'server-only';
import QRCode from 'qrcode';

/**
 * The enrolment QR code for an otpauth:// URI as an SVG string, made on the server (no QR library
 * in the browser). The SVG holds only paths the library draws from the URI, so it can be inlined.
 * The URI is ours (embedded) or Supabase's (Auth MFA enrolment), so both draw the same way.
 */
export async function enrolmentQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
