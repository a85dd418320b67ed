'use server';

import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { localizedPath, routing, type AppLocale } from '@/lib/i18n/routing';
import { accountExists, addMember, changeRole, LINK_TTL_HOURS, removeMember } from './members';
import {
  addMemberSchema,
  changeRoleSchema,
  formObject,
  removeMemberSchema,
  resetTwoFactorSchema,
  twoFactorPolicySchema,
} from './team-schema';
import { resetTwoFactor, saveTwoFactorPolicy } from './two-factor';

// The owner's Team screen. Each action is built by adminAction with the 'team' capability (owner
// only); lib/team/actions.int.test.ts enumerates the exports for the authorisation matrix.

type Translator = Awaited<ReturnType<typeof getTranslations<'adminTeam'>>>;
async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'adminTeam' }) : getTranslations('adminTeam');
}

export type TeamActionResult = ActionResult<{ link?: string; email?: string; hours?: number }, string>;

const read = (_state: unknown, form: FormData) => formObject(form);
function invalid(error: z.ZodError, t: Translator): TeamActionResult {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0])] ??= t(`errors.${issue.message as 'email'}`);
  return failed(t('errors.fixFields'), { fieldErrors });
}
// The team of a Supabase deployment is Supabase Auth's users: these embedded writes would make
// accounts nobody can sign in with, so they are refused there.
const onSupabase = () => getConfig().backend.kind === 'supabase';

function crashed(t: Translator, error: unknown): TeamActionResult {
  console.error('[team] write failed', error);
  return failed(t('errors.failed'));
}

export const addMemberAction = adminAction({
  guard: 'team',
  translator,
  read,
  schema: addMemberSchema,
  invalid,
  async run({ email, role }, { t, locale }): Promise<TeamActionResult> {
    if (onSupabase()) return failed(t('errors.supabase'));
    try {
      const result = await addMember(await getDb(), email, role);
      if (result.status === 'exists') return failed(t('errors.exists'), { fieldErrors: { email: t('errors.exists') } });
      // The link opens in the owner's language; the token is in the query, shown to the owner once.
      const path = localizedPath(locale ?? routing.defaultLocale, '/set-password');
      const link = `${getConfig().siteUrl}${path}?token=${encodeURIComponent(result.token)}`;
      return succeeded({ link, email, hours: LINK_TTL_HOURS }, { message: t('done.added', { email }) });
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
    if (onSupabase()) return failed(t('errors.supabase'));
    try {
      const result = await changeRole(await getDb(), id, role);
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
    if (onSupabase()) return failed(t('errors.supabase'));
    try {
      const result = await removeMember(await getDb(), id);
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
    if (onSupabase()) return failed(t('errors.supabase'));
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
    if (onSupabase()) return failed(t('errors.supabase'));
    // Your own factor is turned off on the Security page (with a code or the password), not here.
    if (id === session.userId) return failed(t('errors.resetSelf'));
    try {
      if (await resetTwoFactor({ userId: session.userId, email: session.email }, id)) {
        return succeeded({}, { message: t('done.reset') });
      }
      return failed(t((await accountExists(await getDb(), id)) ? 'errors.twoFactorOff' : 'errors.notFound'));
    } catch (error) {
      return crashed(t, error);
    }
  },
});
