/** Accounts that exist on the e2e server (created by scripts/e2e.mjs before it starts). */
export type E2eAccount = { email: string; password: string; isBlogAdmin: boolean };

/** The seeded admin (ADMIN_EMAIL / ADMIN_PASSWORD), also a blog administrator (BLOG_ADMIN_EMAILS). */
export const ADMIN: E2eAccount = { email: 'admin@example.com', password: 'admin12345', isBlogAdmin: true };

/** An admin who is NOT a blog administrator. */
export const EDITOR: E2eAccount = { email: 'editor@example.com', password: 'editor12345', isBlogAdmin: false };

/** Reserved for the password-change journey: no other spec may sign in with it. */
export const PWCHANGE: E2eAccount = { email: 'pwchange@example.com', password: 'pwchange123', isBlogAdmin: false };

export const ACCOUNTS = { admin: ADMIN, editor: EDITOR, pwchange: PWCHANGE } as const;
