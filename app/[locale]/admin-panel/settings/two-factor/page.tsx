import { getTranslations } from 'next-intl/server';
import { DONE_HIDDEN } from '@/components/auth/two-factor/enrol-panel';
import { EnrolmentStep } from '@/components/auth/two-factor/enrolment-step';
import { twoFactorErrorMessage, twoFactorFormLabels } from '@/components/auth/two-factor/labels';
import { TwoFactorForm } from '@/components/auth/two-factor/two-factor-form';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { getSignedIn } from '@/lib/auth/session';
import { enrolmentFor, ownFactor } from '@/lib/auth/two-factor/enrolment';
import { SECOND_STEP_LOCK_AFTER, secondStepFailureCount } from '@/lib/auth/two-factor/lock';
import { isTwoFactorRequired } from '@/lib/auth/two-factor/policy';
import { getDb } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/settings/two-factor'>) {
  return adminTitle(params, 'twoFactor');
}

const card = 'mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** The administrator's own two-factor settings: turn on (scan, first code), new recovery codes, turn off. */
export default async function TwoFactorSettingsPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/settings/two-factor'>) {
  const { locale, session } = await adminPage(params);
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  const heading = (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('securitySubtitle')}</p>
    </>
  );
  const signedIn = await getSignedIn();
  const query = await searchParams;
  const initialError = await twoFactorErrorMessage(locale, query.error);
  const own = await ownFactor(session.userId, signedIn?.user.secondFactor?.enrolled);
  // After the second step: a lock a recovery code lifted, or wrong codes other sessions typed
  // (read from the count itself, so the link alone shows nothing that is not so).
  const elsewhere = query.notice === 'failures-elsewhere' ? await secondStepFailureCount(await getDb(), session.userId) : 0;
  const notice =
    query.notice === 'unlocked'
      ? t('noticeUnlocked')
      : elsewhere > 0
        ? t('noticeFailuresElsewhere', { count: elsewhere, limit: SECOND_STEP_LOCK_AFTER })
        : null;
  const noticeBox = notice ? (
    <div
      role="alert"
      className="mt-6 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
      data-testid="two-factor-notice"
    >
      <p>{notice}</p>
      <Link href="/admin-panel/settings" className="mt-2 inline-flex min-h-11 items-center font-semibold text-amber-950 underline">
        {t('changePasswordLink')}
      </Link>
    </div>
  ) : null;
  // null when a factor is on (even one whose secret no longer opens: that needs the owner's reset).
  const enrolment = own.on ? null : await enrolmentFor(session);
  if (enrolment) {
    return (
      <div className="mx-auto max-w-xl">
        {heading}
        {noticeBox}
        <section aria-labelledby="tf-enrol-heading" className={`group/enrol ${card}`}>
          <h2
            id="tf-enrol-heading"
            className={`mb-1 text-lg font-semibold text-slate-900 ${DONE_HIDDEN}`}
            data-testid="two-factor-status"
            data-state="off"
          >
            {t('statusOff')}
          </h2>
          <EnrolmentStep enrolment={enrolment} locale={locale} initialError={initialError} />
        </section>
      </div>
    );
  }

  const [left, required] = [own.codesLeft, await isTwoFactorRequired(session.role)];
  return (
    <div className="mx-auto max-w-xl">
      {heading}
      {noticeBox}
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900" data-testid="two-factor-status" data-state="on">
          {t('statusOn')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('codesLeft', { count: left })}</p>
      </section>
      <section aria-labelledby="tf-regen-heading" className={card}>
        <h2 id="tf-regen-heading" className="text-lg font-semibold text-slate-900">
          {t('regenerateTitle')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('regenerateHint')}</p>
        <TwoFactorForm
          id="regen"
          intent="recovery-codes"
          fields={[
            { name: 'password', label: t('currentPasswordLabel') },
            { name: 'code', label: t('codeLabel') },
          ]}
          locale={locale}
          labels={await twoFactorFormLabels(locale, 'regenerate')}
          initialError={initialError}
        />
      </section>
      <section aria-labelledby="tf-off-heading" className={card}>
        <h2 id="tf-off-heading" className="text-lg font-semibold text-slate-900">
          {t('disableTitle')}
        </h2>
        {required ? (
          <p className="mt-1 text-sm text-slate-700">{t('requiredNote')}</p>
        ) : (
          <>
            <p className="mt-1 mb-4 text-sm text-slate-600">{t('disableHint')}</p>
            <TwoFactorForm
              id="off"
              intent="disable"
              fields={[{ name: 'password', label: t('currentPasswordLabel') }]}
              locale={locale}
              labels={await twoFactorFormLabels(locale, 'disable')}
            />
          </>
        )}
      </section>
    </div>
  );
}
