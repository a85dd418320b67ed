// Web Crypto only (Node and the Worker have it): the TOTP secret sealed with AES-GCM, and the
// recovery codes as keyed hashes. Both keys are derived (HKDF) from one configured key, so the
// database alone, e.g. a leaked backup, yields neither a secret nor a usable code.

const encoder = new TextEncoder();
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i to misread
export const RECOVERY_CODE_COUNT = 10;

async function derive(keySource: string, purpose: string, usage: 'aes' | 'hmac'): Promise<CryptoKey> {
  if (!keySource) throw new Error('TWO_FACTOR_KEY (or SESSION_SECRET) is not set');
  const base = await crypto.subtle.importKey('raw', encoder.encode(keySource), 'HKDF', false, ['deriveKey']);
  const params = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encoder.encode(`two-factor:${purpose}`) };
  return usage === 'aes'
    ? crypto.subtle.deriveKey(params, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    : crypto.subtle.deriveKey(params, base, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign']);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** `v1.<iv>.<ciphertext>`; the user id is bound in as associated data, so a row cannot be moved to another account. */
export async function sealSecret(secret: string, userId: string, keySource: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await derive(keySource, 'totp-secret', 'aes');
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(userId) }, key, encoder.encode(secret));
  return `v1.${toBase64(iv)}.${toBase64(new Uint8Array(data))}`;
}

/** The secret, or null when the value was sealed with another key or for another account. */
export async function openSecret(sealed: string, userId: string, keySource: string): Promise<string | null> {
  const [version, iv, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !data) return null;
  try {
    const key = await derive(keySource, 'totp-secret', 'aes');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(userId) },
      key,
      fromBase64(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** What a person typed, in the stored spelling: lower case, no spaces or dashes. */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]+/g, '');
}

/** Ten new codes, `xxxxx-xxxxx` (about 49 bits each): shown once, stored only as hashes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let chars = '';
    // Rejection sampling: bytes past the last whole multiple of the alphabet would bias it.
    const limit = 256 - (256 % RECOVERY_ALPHABET.length);
    while (chars.length < 10) {
      for (const b of crypto.getRandomValues(new Uint8Array(16))) {
        if (b < limit && chars.length < 10) chars += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
      }
    }
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** HMAC-SHA-256 of the normalised code (hex). Keyed, so a stolen table cannot be searched offline. */
export async function hashRecoveryCode(input: string, keySource: string): Promise<string> {
  const key = await derive(keySource, 'recovery-code', 'hmac');
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(normaliseRecoveryCode(input)));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}
