import { getTranslations } from 'next-intl/server';
import { SenderProfileForm } from '@/components/admin/settings/sender-profile-form';
import { PasswordChangeForm } from '@/components/auth/password-change-form';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { can } from '@/lib/auth/roles';
import { getDb } from '@/lib/db';
import { localizedPath } from '@/lib/i18n/routing';
import { saveSenderProfileAction } from '@/lib/quotations/actions';
import { readSenderProfile, SENDER_LIMITS } from '@/lib/team/profile';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/settings'>) {
  return adminTitle(params, 'settings');
}

/** SPEC 'Settings': change the signed-in administrator's password; for those who send quotations, the name and phone they carry. */
export default async function SettingsPage({ params }: PageProps<'/[locale]/admin-panel/settings'>) {
  const { locale, session } = await adminPage(params);
  const t = await getTranslations({ locale, namespace: 'settings' });
  const tf = await getTranslations({ locale, namespace: 'twoFactor' });
  // Only the roles that send quotations have a sender profile to set.
  const sends = can(session.role, 'sales');
  const profile = sends ? await readSenderProfile(await getDb(), session.userId) : null;
  const tq = await getTranslations({ locale, namespace: 'AdminQuotations.sender' });

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <section aria-labelledby="change-password-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
          {t('subtitle')}
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          {t('loggedInAs')}{' '}
          <span className="font-medium text-slate-900" data-testid="settings-email">
            {session.email || t('unknown')}
          </span>
        </p>
        <PasswordChangeForm />
      </section>
      {profile ? (
        <section aria-labelledby="sender-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="sender-heading" className="text-lg font-semibold text-slate-900">
            {tq('title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{tq('intro')}</p>
          <SenderProfileForm initial={profile} save={saveSenderProfileAction.bind(null, locale)} limits={SENDER_LIMITS} />
        </section>
      ) : null}
      <p className="mt-6">
        <a
          href={localizedPath(locale, '/admin-panel/settings/two-factor')}
          className="font-medium text-brand-700 underline"
          data-testid="settings-two-factor-link"
        >
          {tf('settingsLink')}
        </a>
      </p>
    </div>
  );
}
