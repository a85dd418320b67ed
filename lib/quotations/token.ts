import 'server-only';
import { randomBytes } from 'node:crypto';

// The buyer's link is the only key to a quotation: 256 random bits (base64url, 43 characters), far
// beyond guessing. The database holds it unique; a lookup is one indexed equality.

export function newQuotationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A string that could be a token: anything else is refused before the database is asked. */
export function isTokenShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
