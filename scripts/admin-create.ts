/**
 * `npm run admin:create -- --email someone@example.com --password 'a long secret' [--role sales]`
 * Creates an embedded (local) admin account (role owner unless --role names one of owner,
 * catalogue, blog, sales), or resets its password when the e-mail exists (which also ends that
 * account's sessions; its role changes only when --role is given). Opens the database like the server does: a new
 * embedded DATA_DIR is migrated and seeded first. Stop the dev server first: PGlite allows one
 * process per data folder.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getConfig } from '../lib/config';
import { getDbHandle, registerDatabaseStartUp } from '../lib/db';
import { bootstrapDatabase } from '../lib/start-up/bootstrap';
import { upsertAccount } from '../lib/auth/local-accounts';
import { describePasswordProblem, passwordProblem } from '../lib/auth/password-policy';
import { ROLES } from '../lib/auth/roles';

// The sign-in policy for new passwords: ≥ 12 characters, not common or guessable (zxcvbn score ≥ 3).
const argsSchema = z
  .object({
    email: z.email({ error: '--email must be an e-mail address' }),
    password: z.string({ error: '--password is required' }),
    role: z.enum(ROLES, { error: `--role must be one of ${ROLES.join(', ')}` }).optional(),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, [v.email]);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: `--password ${describePasswordProblem(problem)}` });
  });

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `Usage: npm run admin:create -- --email <e-mail> --password <password> [--role ${ROLES.join('|')}]\n${parsed.error.issues.map((i) => `  - ${i.message}`).join('\n')}`,
    );
    return 2;
  }
  if (getConfig().backend.kind === 'supabase') {
    console.error('Supabase Auth is configured: create administrators in the Supabase dashboard (Authentication → Users).');
    return 2;
  }
  registerDatabaseStartUp(bootstrapDatabase); // as the server opens it: a new DATA_DIR is migrated and seeded
  const handle = await getDbHandle();
  try {
    const { account, created } = await upsertAccount(handle.db, parsed.data.email, parsed.data.password, parsed.data.role);
    console.log(`${created ? 'Created' : 'Reset the password of'} admin account ${account.email} (role ${account.role})`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
