import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TeamScreen } from '@/components/admin/team/team-screen';
import { requireCapability } from '@/lib/auth/session';
import { hasServiceRole } from '@/lib/auth/supabase-service';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { routing } from '@/lib/i18n/routing';
import {
  addMemberAction,
  changeRoleAction,
  removeMemberAction,
  resetTwoFactorAction,
  saveTwoFactorPolicyAction,
  unlockSecondStepAction,
} from '@/lib/team/actions';
import { listMembers } from '@/lib/team/members';
import { listSupabaseMembers, type SupabaseMember } from '@/lib/team/supabase-members';
import { secondStepLocksFor, twoFactorPolicy, twoFactorStateFor } from '@/lib/team/two-factor';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/team'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'adminTeam' });
  return { title: t('title') };
}

/** The owner's Team screen: administrators, their roles, last sign-in and two-factor state. */
export default async function TeamPage({ params }: PageProps<'/[locale]/admin-panel/team'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const session = await requireCapability('team', locale);
  const onSupabase = getConfig().backend.kind === 'supabase';
  // On Supabase the team is read and written through the Admin API, which needs the service role key.
  if (onSupabase && !hasServiceRole()) {
    const t = await getTranslations({ locale, namespace: 'adminTeam' });
    return (
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-4 rounded-xl bg-white p-5 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="team-supabase">
          {t('supabaseNotice')}
        </p>
      </div>
    );
  }
  const [t, messages, members] = await Promise.all([
    getTranslations({ locale, namespace: 'adminTeam' }),
    getMessages({ locale }),
    onSupabase ? listSupabaseMembers() : listMembers(await getDb()),
  ]);
  // Supabase's list already carries each user's factor state (one Admin API read, not two).
  const [twoFactor, policy, locked] = await Promise.all([
    onSupabase
      ? Object.fromEntries((members as SupabaseMember[]).map((m) => [m.id, m.twoFactor]))
      : twoFactorStateFor(members.map((m) => m.id)),
    twoFactorPolicy(),
    secondStepLocksFor(members.map((m) => m.id)),
  ]);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
  const rows = members.map((m) => ({
    id: m.id,
    email: m.email,
    role: m.role,
    lastSignIn: m.lastSignInAt ? dates.format(m.lastSignInAt) : null,
    twoFactor: twoFactor[m.id] ?? 'off',
    locked: locked.has(m.id),
    self: m.id === session.userId,
  }));
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{t('subtitle')}</p>
      <NextIntlClientProvider locale={locale} messages={{ adminTeam: messages.adminTeam, admin: { roles: messages.admin.roles } }}>
        <TeamScreen
          rows={rows}
          policy={policy}
          add={addMemberAction.bind(null, locale)}
          changeRole={changeRoleAction.bind(null, locale)}
          remove={removeMemberAction.bind(null, locale)}
          savePolicy={saveTwoFactorPolicyAction.bind(null, locale)}
          resetTwoFactor={resetTwoFactorAction.bind(null, locale)}
          unlock={unlockSecondStepAction.bind(null, locale)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
