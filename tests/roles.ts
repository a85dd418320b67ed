import { upsertAccount, type LocalAccount } from '../lib/auth/local-accounts';
import { ROLES, can, type Capability, type Role } from '../lib/auth/roles';
import type { DbOrTx } from '../lib/db/client';
import { sessionTokenFor } from './session';

// next.config's experimental.authInterrupts sets this flag in a build; without it the real
// next/navigation forbidden() throws a plain Error instead of the 403 a refused role must get.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS ??= 'true';

/**
 * For an action matrix: one account and live session cookie for EVERY role that may not use the
 * capability, so a new role (or a changed grant) is in the matrix at once. Each is refused with
 * the 403 page, not a redirect to sign-in.
 */
export async function refusedRoleSessions(
  db: DbOrTx,
  capability: Capability,
  secret = process.env.SESSION_SECRET ?? '',
): Promise<Array<{ role: Role; account: LocalAccount; token: string }>> {
  const refused = ROLES.filter((role) => !can(role, capability));
  return Promise.all(
    refused.map(async (role) => {
      const { account } = await upsertAccount(db, `${role}-not-${capability}@example.com`, `${role}-password-12345`, role);
      return { role, account, token: await sessionTokenFor(db, account, secret) };
    }),
  );
}

/** The roles that may not use the capability (known when the test file is collected). */
export function refusedRoles(capability: Capability): Role[] {
  return ROLES.filter((role) => !can(role, capability));
}

/** The refused roles' cookies by role, filled in by `beforeAll`. */
export async function refusedRoleTokens(db: DbOrTx, capability: Capability): Promise<Map<Role, string>> {
  return new Map((await refusedRoleSessions(db, capability)).map(({ role, token }) => [role, token]));
}
