'use server';

import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { hasServiceRole } from '@/lib/auth/supabase-service';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { localizedPath, routing, type AppLocale } from '@/lib/i18n/routing';
import { invitationValues, sendLinkMail } from './link-mail';
import { accountExists, addMember, changeRole, LINK_TTL_HOURS, removeMember, renewLink } from './members';
import {
  addMemberSchema,
  changeRoleSchema,
  formObject,
  newLinkSchema,
  removeMemberSchema,
  resetTwoFactorSchema,
  teamIssues,
  twoFactorPolicySchema,
  unlockSecondStepSchema,
} from './team-schema';
import { changeSupabaseRole, inviteSupabaseMember, removeSupabaseMember, supabaseMemberExists } from './supabase-members';
import { resetTwoFactor, saveTwoFactorPolicy, unlockSecondStep } from './two-factor';

// The owner's Team screen. Each action is built by adminAction with the 'team' capability (owner
// only); lib/team/actions.int.test.ts enumerates the exports for the authorisation matrix.

type Translator = Awaited<ReturnType<typeof getTranslations<'adminTeam'>>>;
async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'adminTeam' }) : getTranslations('adminTeam');
}

/** link: shown to the owner once (no SMTP, or its mail failed: mailFailed); sent: e-mailed ('mail') or Supabase's invitation. */
export type TeamActionResult = ActionResult<
  { link?: string; email?: string; hours?: number; sent?: 'mail' | 'invite'; mailFailed?: boolean },
  string
>;

const read = (_state: unknown, form: FormData) => formObject(form);
function invalid(error: z.ZodError, t: Translator): TeamActionResult {
  const fieldErrors = Object.fromEntries(Object.entries(teamIssues(error)).map(([field, key]) => [field, t(`errors.${key}`)]));
  return failed(t('errors.fixFields'), { fieldErrors });
}
// The team of a Supabase deployment is Supabase Auth's users, written through the Admin API
// (lib/team/supabase-members.ts); without the service role key those writes are refused.
const onSupabase = () => getConfig().backend.kind === 'supabase';
const noAdminApi = () => onSupabase() && !hasServiceRole();

function crashed(t: Translator, error: unknown): TeamActionResult {
  console.error('[team] write failed', error);
  return failed(t('errors.failed'));
}

/**
 * The one-time link to the colleague: e-mailed with SMTP set up (in the owner's language, naming
 * the company and the owner), otherwise, or when the mail fails, shown to the owner once. The
 * answer's texts per outcome: `added` for a new administrator, `renewed` for a new link.
 */
async function deliverLink(
  t: Translator,
  { locale, session }: { locale: AppLocale | undefined; session: { email: string } },
  kind: 'added' | 'renewed',
  email: string,
  token: string,
): Promise<TeamActionResult> {
  const config = getConfig();
  const at = (path: string) => `${config.siteUrl}${localizedPath(locale ?? routing.defaultLocale, path)}`;
  const link = `${at('/set-password')}?token=${encodeURIComponent(token)}`;
  const hours = LINK_TTL_HOURS;
  const values = invitationValues({ link, hours, inviter: session.email, siteUrl: config.siteUrl, loginUrl: at('/login') });
  const mail = { to: email, replyTo: session.email, subject: t('mail.subject', values), text: t('mail.body', values) };
  const delivery = await sendLinkMail(config.mail, mail);
  const texts = {
    added: { sent: 'done.mailed', none: 'done.added', failed: 'done.addedMailFailed' },
    renewed: { sent: 'done.linkMailed', none: 'done.linkShown', failed: 'done.linkMailFailed' },
  } as const;
  const message = t(texts[kind][delivery], { email });
  if (delivery === 'sent') return succeeded({ email, hours, sent: 'mail' }, { message });
  return succeeded({ link, email, hours, ...(delivery === 'failed' ? { mailFailed: true } : {}) }, { message });
}

export const addMemberAction = adminAction({
  guard: 'team',
  translator,
  read,
  schema: addMemberSchema,
  invalid,
  async run({ email, role }, context): Promise<TeamActionResult> {
    const { t, locale } = context;
    if (noAdminApi()) return failed(t('errors.supabase'));
    const exists = () => failed(t('errors.exists'), { fieldErrors: { email: t('errors.exists') } }) as TeamActionResult;
    try {
      if (onSupabase()) {
        // Supabase sends its own invitation e-mail; its link comes back to the sign-in page.
        const redirectTo = `${getConfig().siteUrl}${localizedPath(locale ?? routing.defaultLocale, '/login')}`;
        const invited = await inviteSupabaseMember(await getDb(), email, role, redirectTo);
        return invited.status === 'exists' ? exists() : succeeded({ email, sent: 'invite' }, { message: t('done.invited', { email }) });
      }
      const result = await addMember(await getDb(), email, role);
      if (result.status === 'exists') return exists();
      return await deliverLink(t, context, 'added', email, result.token);
    } catch (error) {
      return crashed(t, error);
    }
  },
});

/**
 * A new set-password link for an administrator who has not used theirs (still unused, or
 * expired): it replaces the old one and goes out like the first (e-mailed, or shown once).
 */
export const newLinkAction = adminAction({
  guard: 'team',
  translator,
  read,
  schema: newLinkSchema,
  invalid,
  async run({ id }, context): Promise<TeamActionResult> {
    const { t } = context;
    // Supabase's invitations are its own (its dashboard sends one again).
    if (onSupabase()) return failed(t('errors.linkOnSupabase'));
    try {
      const result = await renewLink(await getDb(), id);
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      if (result.status === 'noLink') return failed(t('errors.noUnusedLink'));
      return await deliverLink(t, context, 'renewed', result.email, result.token);
    } catch (error) {
      return crashed(t, error);
    }
  },
});

const statusMessage = (t: Translator, status: 'notFound' | 'lastOwner') => failed(t(`errors.${status}`)) as TeamActionResult;

export const changeRoleAction = adminAction({
  guard: 'team',
  translator,
  read,
  schema: changeRoleSchema,
  invalid,
  async run({ id, role }, { t }): Promise<TeamActionResult> {
    if (noAdminApi()) return failed(t('errors.supabase'));
    try {
      const result = await (onSupabase() ? changeSupabaseRole : changeRole)(await getDb(), id, role);
      if (result.status === 'notFound' || result.status === 'lastOwner') return statusMessage(t, result.status);
      return succeeded({}, { message: t('done.role') });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const removeMemberAction = adminAction({
  guard: 'team',
  translator,
  read,
  schema: removeMemberSchema,
  invalid,
  async run({ id }, { t }): Promise<TeamActionResult> {
    if (noAdminApi()) return failed(t('errors.supabase'));
    try {
      const result = await (onSupabase() ? removeSupabaseMember : removeMember)(await getDb(), id);
      if (result.status === 'notFound' || result.status === 'lastOwner') return statusMessage(t, result.status);
      return succeeded({}, { message: t('done.removed') });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const saveTwoFactorPolicyAction = adminAction({
  guard: 'team',
  translator,
  read: (_state: unknown, form: FormData) => ({ required: form.getAll('required') }),
  schema: twoFactorPolicySchema,
  invalid,
  async run({ required }, { t }): Promise<TeamActionResult> {
    try {
      await saveTwoFactorPolicy(required);
      return succeeded({}, { message: t('done.policy') });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const resetTwoFactorAction = adminAction({
  guard: 'team',
  translator,
  read,
  schema: resetTwoFactorSchema,
  invalid,
  async run({ id }, { t, session }): Promise<TeamActionResult> {
    if (noAdminApi()) return failed(t('errors.supabase'));
    // Your own factor is turned off on the Security page (with a code or the password), not here.
    if (id === session.userId) return failed(t('errors.resetSelf'));
    try {
      if (await resetTwoFactor({ userId: session.userId, email: session.email }, id)) {
        return succeeded({}, { message: t('done.reset') });
      }
      const exists = onSupabase() ? await supabaseMemberExists(id) : await accountExists(await getDb(), id);
      return failed(t(exists ? 'errors.twoFactorOff' : 'errors.notFound'));
    } catch (error) {
      return crashed(t, error);
    }
  },
});

/**
 * Lifts an administrator's second-step lock (too many wrong codes). The Team screen offers it on a
 * locked row; the dialog asks the owner to be sure the codes were the colleague's own.
 */
export const unlockSecondStepAction = adminAction({
  guard: 'team',
  translator,
  read,
  schema: unlockSecondStepSchema,
  invalid,
  async run({ id }, { t, session }): Promise<TeamActionResult> {
    if (noAdminApi()) return failed(t('errors.supabase'));
    try {
      if (await unlockSecondStep({ userId: session.userId, email: session.email }, id))
        return succeeded({}, { message: t('done.unlocked') });
      const exists = onSupabase() ? await supabaseMemberExists(id) : await accountExists(await getDb(), id);
      return failed(t(exists ? 'errors.notLocked' : 'errors.notFound'));
    } catch (error) {
      return crashed(t, error);
    }
  },
});
