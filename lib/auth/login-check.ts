import type { LoginMessageKey } from './schemas';

// zod 4's z.email() pattern (z.regexes.email), copied so the sign-in page's browser code needs no
// zod (~25 kB gzipped). login-check.test.ts pins it to zod's: if zod changes it, the test fails.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * The browser's check of the sign-in form, the same rules and order as loginSchema (which the
 * route handler still applies): the message key of the first problem, or null.
 */
export function loginInputProblem(input: { email: string; password: string }): LoginMessageKey | null {
  const email = input.email.trim();
  if (email.length === 0) return 'emailRequired';
  if (!EMAIL_PATTERN.test(email)) return 'emailInvalid';
  if (input.password.length === 0) return 'passwordRequired';
  return null;
}
