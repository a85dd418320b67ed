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
 * The number as wa.me wants it: digits only, international. A national Indonesian number
 * (0812…) becomes 62812…: the site's visitors are mostly in Indonesia. E.164 allows 8-15 digits.
 */
export function whatsappDigits(number: string): string | null {
  const trimmed = number.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+') && digits.startsWith('0')) digits = `62${digits.replace(/^0+/, '')}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** https://wa.me/<digits>?text=… or null when the number is not a usable phone number. */
export function whatsappHref(number: string, text: string): string | null {
  const digits = whatsappDigits(number);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
