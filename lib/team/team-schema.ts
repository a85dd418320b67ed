import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { ROLES } from '@/lib/auth/roles';
import { issueKeys } from '@/lib/validation/issue-keys';

// The Team screen's inputs. Messages are keys of adminTeam.errors (TEAM_ERROR_KEYS); any other
// issue (a field missing or of the wrong type) reads as 'invalid'.

export const addMemberSchema = z.object({
  email: z
    .string({ error: 'email' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email' })),
  role: z.enum(ROLES, { error: 'role' }),
});

export const changeRoleSchema = z.object({ id: z.uuid({ error: 'notFound' }), role: z.enum(ROLES, { error: 'role' }) });

export const removeMemberSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

export const resetTwoFactorSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

export const unlockSecondStepSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

export const newLinkSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

// The policy form: one checkbox per role, checked = required (an unknown role is refused, not ignored).
export const twoFactorPolicySchema = z.object({ required: z.array(z.enum(ROLES, { error: 'role' })) });

export const formObject = (form: FormData) => Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));

/** The keys these schemas produce. */
export const TEAM_ERROR_KEYS = ['email', 'role', 'notFound', 'invalid'] as const;
export type TeamErrorKey = (typeof TEAM_ERROR_KEYS)[number];

/** The first issue per field, as message keys. */
export const teamIssues = (error: z.ZodError): Record<string, TeamErrorKey> => issueKeys(error, TEAM_ERROR_KEYS, 'invalid');
