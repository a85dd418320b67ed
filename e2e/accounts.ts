/**
 * Accounts that exist on the e2e server. They are defined once, in scripts/lib/e2e-accounts.mjs,
 * which the harness uses to seed and create them.
 */
import { ADMIN, EDITOR, PWCHANGE, SALES, TWOFACTOR } from '../scripts/lib/e2e-accounts.mjs';

export type { E2eAccount } from '../scripts/lib/e2e-accounts.mjs';
export { ADMIN, EDITOR, PWCHANGE, SALES, TWOFACTOR };

export const ACCOUNTS = { admin: ADMIN, editor: EDITOR, pwchange: PWCHANGE, sales: SALES } as const;
