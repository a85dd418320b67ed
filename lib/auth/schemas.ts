import '../validation/zod-jitless';
import { z } from 'zod';

// Shared by the forms (client) and the route handlers (server); both pass their translator, so
// the messages are in the visitor's language on either side.

// New passwords (docs/decisions/031-sign-in-and-sessions.md); the common-password check is server-side (password-policy.ts).
export const MIN_PASSWORD_LENGTH = 12;

export type LoginMessageKey = 'emailRequired' | 'emailInvalid' | 'passwordRequired';
export type PasswordMessageKey = 'allRequired' | 'mismatch' | 'tooShort' | 'sameAsCurrent';

export function loginSchema(t: (key: LoginMessageKey) => string) {
  return z.object({
    email: z
      .string({ error: t('emailRequired') })
      .trim()
      .min(1, { error: t('emailRequired') })
      .pipe(z.email({ error: t('emailInvalid') })),
    password: z.string({ error: t('passwordRequired') }).min(1, { error: t('passwordRequired') }),
  });
}

/**
 * SPEC 5 'Change password', checked in this order and reported one at a time (as a form error):
 * all fields required, new and confirm match, new at least 6 characters, new differs from current.
 */
export function passwordChangeSchema(t: (key: PasswordMessageKey) => string) {
  return z
    .object({
      currentPassword: z.string().default(''),
      newPassword: z.string().default(''),
      confirmPassword: z.string().default(''),
    })
    .superRefine((v, ctx) => {
      const fail = (key: PasswordMessageKey) => ctx.addIssue({ code: 'custom', message: t(key), path: [] });
      if (!v.currentPassword || !v.newPassword || !v.confirmPassword) return fail('allRequired');
      if (v.newPassword !== v.confirmPassword) return fail('mismatch');
      if (v.newPassword.length < MIN_PASSWORD_LENGTH) return fail('tooShort');
      if (v.newPassword === v.currentPassword) return fail('sameAsCurrent');
    });
}

export type LoginInput = z.infer<ReturnType<typeof loginSchema>>;
export type PasswordChangeInput = z.infer<ReturnType<typeof passwordChangeSchema>>;

/** The first message of a failed parse (the forms show one message at a time). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? '';
}
