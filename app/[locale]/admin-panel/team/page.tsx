import { getTranslations } from 'next-intl/server';
import { TeamScreen } from '@/components/admin/team/team-screen';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { hasServiceRole } from '@/lib/auth/supabase-service';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import {
  addMemberAction,
  changeRoleAction,
  newLinkAction,
  removeMemberAction,
  resetTwoFactorAction,
  saveTwoFactorPolicyAction,
  unlockSecondStepAction,
} from '@/lib/team/actions';
import { listMembers, unusedLinks, type UnusedLink } from '@/lib/team/members';
import { listSupabaseMembers, type SupabaseMember } from '@/lib/team/supabase-members';
import { secondStepLocksFor, twoFactorPolicy, twoFactorStateFor } from '@/lib/team/two-factor';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/team'>) {
  return adminTitle(params, 'adminTeam');
}

/** The owner's Team screen: administrators, their roles, last sign-in and two-factor state. */
export default async function TeamPage({ params }: PageProps<'/[locale]/admin-panel/team'>) {
  const { locale, session } = await adminPage(params, 'team');
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
  const [t, members] = await Promise.all([
    getTranslations({ locale, namespace: 'adminTeam' }),
    onSupabase ? listSupabaseMembers() : listMembers(await getDb()),
  ]);
  // Supabase's list already carries each user's factor state (one Admin API read, not two).
  // Unused set-password links are the embedded backend's (Supabase sends its own invitations).
  const ids = members.map((m) => m.id);
  const [twoFactor, policy, locked, links] = await Promise.all([
    onSupabase ? Object.fromEntries((members as SupabaseMember[]).map((m) => [m.id, m.twoFactor])) : twoFactorStateFor(ids),
    twoFactorPolicy(),
    secondStepLocksFor(ids),
    onSupabase ? new Map<string, UnusedLink>() : unusedLinks(await getDb(), ids),
  ]);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
  const linkOf = (id: string) => {
    const link = links.get(id);
    return link ? { state: link.state, date: dates.format(link.expiresAt) } : null;
  };
  const rows = members.map((m) => ({
    id: m.id,
    email: m.email,
    role: m.role,
    lastSignIn: m.lastSignInAt ? dates.format(m.lastSignInAt) : null,
    twoFactor: twoFactor[m.id] ?? 'off',
    locked: locked.has(m.id),
    self: m.id === session.userId,
    link: linkOf(m.id),
  }));
  // The add button says what will happen to the link (lib/config-mail.ts: SMTP set up or not).
  const delivery = onSupabase ? 'invite' : getConfig().mail.kind === 'smtp' ? 'mail' : 'show';
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{t('subtitle')}</p>
      <TeamScreen
        rows={rows}
        policy={policy}
        add={addMemberAction.bind(null, locale)}
        newLink={newLinkAction.bind(null, locale)}
        delivery={delivery}
        changeRole={changeRoleAction.bind(null, locale)}
        remove={removeMemberAction.bind(null, locale)}
        savePolicy={saveTwoFactorPolicyAction.bind(null, locale)}
        resetTwoFactor={resetTwoFactorAction.bind(null, locale)}
        unlock={unlockSecondStepAction.bind(null, locale)}
      />
    </div>
  );
}
