// The accounts of the browser lanes, in one place: the harness seeds ADMIN (ADMIN_EMAIL /
// ADMIN_PASSWORD) and creates the others before the server starts; the specs sign in with them
// through e2e/accounts.ts. The servers run in production mode, so every password meets the sign-in
// policy (at least 12 characters, not a common one: lib/auth/password-policy.ts).

/** The seeded admin: an owner (every screen), also listed in BLOG_ADMIN_EMAILS. */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-Karton-7391', isBlogAdmin: true, role: 'owner' };

/** A catalogue administrator: products and categories, NOT the blog, inquiries or team. */
export const EDITOR = { email: 'editor@example.com', password: 'e2e-editor-Kotak-5820', isBlogAdmin: false, role: 'catalogue' };

/** Reserved for the password-change journey: no other spec may sign in with it. */
export const PWCHANGE = { email: 'pwchange@example.com', password: 'e2e-pwchange-Tas-4417', isBlogAdmin: false, role: 'catalogue' };

/** A sales administrator: inquiries only. */
export const SALES = { email: 'sales@example.com', password: 'e2e-sales-Kardus-6152', isBlogAdmin: false, role: 'sales' };

/** Reserved for the two-factor journey (it turns TOTP on): no other spec may sign in with it. A
 *  catalogue administrator (the journey opens the product list and its CSV export); not an owner,
 *  so the Team screen's "last owner" check still sees one. */
export const TWOFACTOR = { email: 'twofactor@example.com', password: 'e2e-twofactor-Dus-6203', isBlogAdmin: false, role: 'catalogue' };

/** Created with `admin:create` (with their role) before the e2e server starts (ADMIN comes from the seed). */
export const CREATED_ACCOUNTS = [EDITOR, PWCHANGE, SALES, TWOFACTOR];
