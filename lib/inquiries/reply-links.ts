import { z } from 'zod';

// The detail page's one-click replies. Links are built only from values that pass these checks:
// visitor text never becomes a URL scheme or markup (a javascript: or HTML "address" yields no link).

const emailSchema = z.email();

/** mailto: with the address and the prefilled subject/body percent-encoded, or null for an invalid address. */
export function mailtoHref(email: string, subject: string, body: string): string | null {
  const address = email.trim();
  if (!emailSchema.safeParse(address).success) return null;
  const at = address.lastIndexOf('@');
  const encoded = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return `mailto:${encoded}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The number in international form, digits only, or null when it is not written like a phone
 * number. The site's visitors are mostly in Indonesia, so the ways they write one number all
 * become 62812…: `+62 812…`, `62-812-…`, national `0812-…`, `0062 812…` (00 is the international
 * call prefix) and `+62 0812…` (the national trunk 0 kept after the country code). No length check:
 * the rate limit keys short numbers with it too (./contact-keys.ts).
 */
export function phoneDigits(number: string): string | null {
  const trimmed = number.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.startsWith('0')) digits = `62${digits.replace(/^0+/, '')}`;
  }
  // Only Indonesia's trunk 0 is dropped: elsewhere (Italy's +39 0…) a 0 after the code is part of the number.
  if (digits.startsWith('620')) digits = `62${digits.slice(2).replace(/^0+/, '')}`;
  return digits;
}

/** The number as wa.me wants it (see phoneDigits); E.164 allows 8-15 digits. */
export function whatsappDigits(number: string): string | null {
  const digits = phoneDigits(number);
  return digits !== null && /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** https://wa.me/<digits>?text=… or null when the number is not a usable phone number. */
export function whatsappHref(number: string, text: string): string | null {
  const digits = whatsappDigits(number);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
