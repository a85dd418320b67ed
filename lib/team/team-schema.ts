import { z } from 'zod';
import { ROLES } from '@/lib/auth/roles';

// The Team screen's inputs. Messages are keys of adminTeam.errors.

export const addMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email' })),
  role: z.enum(ROLES, { error: 'role' }),
});

export const changeRoleSchema = z.object({ id: z.uuid({ error: 'notFound' }), role: z.enum(ROLES, { error: 'role' }) });

export const removeMemberSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

export const resetTwoFactorSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

// The policy form: one checkbox per role, checked = required (an unknown role is refused, not ignored).
export const twoFactorPolicySchema = z.object({ required: z.array(z.enum(ROLES, { error: 'role' })) });

export const formObject = (form: FormData) => Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
