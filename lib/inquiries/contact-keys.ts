import { phoneDigits } from './reply-links';

// The quote form's rate limit counts people, not spellings: each contact is reduced to one key
// before it is counted, so writing one number or one inbox differently does not buy more requests.

/**
 * One WhatsApp number however it is written: the reply link's normalisation (`phoneDigits`, so the
 * limit and the link agree on who a number is), or the bare digits for anything it refuses.
 */
export function phoneKey(number: string): string {
  return phoneDigits(number) ?? number.replace(/\D/g, '');
}

// Gmail ignores dots in the local part, and googlemail.com is the same service.
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox however it is written: lower-case; a `+tag` is dropped for every domain (most
 * providers, Gmail, Outlook and Fastmail among them, deliver `name+anything@` to `name@`); for
 * Gmail also the dots, and googlemail.com becomes gmail.com. Merging two real mailboxes that
 * differ only by a tag costs them a shared limit; splitting one person costs the limit itself.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
