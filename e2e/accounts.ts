/**
 * Accounts that exist on the e2e server (created by scripts/e2e.mjs before it starts). The server
 * runs in production mode, so these passwords meet the sign-in policy (≥ 12 characters, not common:
 * lib/auth/password-policy.ts); keep them in step with scripts/e2e.mjs and scripts/lib/server.mjs.
 */
export type E2eAccount = { email: string; password: string; isBlogAdmin: boolean };

/** The seeded admin (ADMIN_EMAIL / ADMIN_PASSWORD), also a blog administrator (BLOG_ADMIN_EMAILS). */
export const ADMIN: E2eAccount = { email: 'admin@example.com', password: 'e2e-admin-Karton-7391', isBlogAdmin: true };

/** An admin who is NOT a blog administrator. */
export const EDITOR: E2eAccount = { email: 'editor@example.com', password: 'e2e-editor-Kotak-5820', isBlogAdmin: false };

/** Reserved for the password-change journey: no other spec may sign in with it. */
export const PWCHANGE: E2eAccount = { email: 'pwchange@example.com', password: 'e2e-pwchange-Tas-4417', isBlogAdmin: false };

export const ACCOUNTS = { admin: ADMIN, editor: EDITOR, pwchange: PWCHANGE } as const;
