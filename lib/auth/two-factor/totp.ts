import { Secret, TOTP } from 'otpauth';

// RFC 6238 codes through otpauth (pure JavaScript over @noble/hashes: the same code runs on Node
// and in the Worker build). Authenticator apps only agree on SHA-1, six digits, 30 seconds.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side of now: a code typed just before the phone's clock ticks still counts. */
export const TOTP_WINDOW_STEPS = 1;

const PARAMS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** A new random 160-bit secret, in the base32 spelling the apps and the manual key use. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...PARAMS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The manual key in groups of four, easier to type into an app. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The 30-second step a moment falls in. */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a moment (tests and the e2e journeys compute codes the way a phone does). */
export function codeAt(secret: string, now: number): string {
  return TOTP.generate({ ...PARAMS, secret: Secret.fromBase32(secret), timestamp: now });
}

/** Spaces a person may type between the digits are ignored. */
export function normaliseCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * The step a six-digit code belongs to, within one step of `now`, or null. A code is accepted only
 * when its step is newer than `lastStep` (the newest step already used): so the same code, or an
 * older one seen over a shoulder, cannot be replayed within its window.
 */
export function acceptedStep(secret: string, input: string, lastStep: number | null, now: number): number | null {
  const code = normaliseCode(input);
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ ...PARAMS, token: code, secret: Secret.fromBase32(secret), timestamp: now, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  const step = stepAt(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
