import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { DONE_HIDDEN } from '@/components/auth/two-factor/enrol-panel';
import { EnrolmentStep } from '@/components/auth/two-factor/enrolment-step';
import { twoFactorErrorMessage, twoFactorFormLabels } from '@/components/auth/two-factor/labels';
import { TwoFactorForm } from '@/components/auth/two-factor/two-factor-form';
import { getSignedIn } from '@/lib/auth/session';
import { enrolmentFor } from '@/lib/auth/two-factor/enrolment';
import { localizedPath, routing } from '@/lib/i18n/routing';

// The second step after a correct password: a code (or a recovery code), or the enrolment the
// policy requires. Only a session held at that step sees it.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/login/two-factor'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  return { title: t('title'), robots: { index: false } };
}

export default async function TwoFactorStepPage({ params, searchParams }: PageProps<'/[locale]/login/two-factor'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const signedIn = await getSignedIn();
  if (!signedIn) redirect(localizedPath(locale, '/login'));
  if (signedIn.step === null) redirect(localizedPath(locale, '/admin-panel'));
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  const initialError = await twoFactorErrorMessage(locale, (await searchParams).error);

  let body;
  if (signedIn.step === 'verify') {
    const labels = await twoFactorFormLabels(locale, 'verify');
    body = (
      <>
        <p className="mb-4 text-sm text-slate-700">{t('stepIntro')}</p>
        <TwoFactorForm
          id="step"
          intent="verify"
          fields={[{ name: 'code', label: t('codeLabel') }]}
          locale={locale}
          labels={labels}
          initialError={initialError}
        />
        <details className="mt-6 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700 underline">{t('useRecovery')}</summary>
          <p className="my-3 text-slate-700">{t('recoveryIntro')}</p>
          <TwoFactorForm
            id="recovery"
            intent="verify"
            fields={[{ name: 'recoveryCode', label: t('recoveryLabel') }]}
            locale={locale}
            labels={labels}
          />
        </details>
      </>
    );
  } else {
    const enrolment = await enrolmentFor(signedIn.user);
    if (!enrolment) redirect(localizedPath(locale, '/admin-panel'));
    body = (
      <>
        <p className={`mb-4 text-sm font-medium text-slate-800 ${DONE_HIDDEN}`}>{t('enrolRequired')}</p>
        <EnrolmentStep enrolment={enrolment} locale={locale} initialError={initialError} />
      </>
    );
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <div className="group/enrol w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">
          {signedIn.step === 'verify' ? t('stepTitle') : t('enrolTitle')}
        </h1>
        {body}
        <form method="post" action="/api/auth/logout" className="mt-6 text-center">
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="text-sm text-slate-600 underline hover:text-slate-900">
            {t('signOut')}
          </button>
        </form>
      </div>
    </main>
  );
}
