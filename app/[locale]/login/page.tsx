import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { AuthBrand } from '@/components/auth/auth-brand';
import { LoginForm } from '@/components/auth/login-form';
import { afterSignInPath, RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { getSession } from '@/lib/auth/session';
import { localizedPath, routing } from '@/lib/i18n/routing';

// Reads the session cookie (signed-in visitors go on into the admin), ?error= of plain form posts
// and ?next= (the admin page that sent the visitor here; only same-site admin paths are kept).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'login' });
  return { title: t('title'), robots: { index: false } };
}

const ERROR_KEYS = {
  'invalid-credentials': 'invalidCredentials',
  'invalid-input': 'invalidInput',
  error: 'unexpected',
  busy: 'busy',
  'disk-full': 'diskFull',
} as const;

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const returnPath = safeReturnPath(query[RETURN_PARAM], locale) ?? undefined;
  if (await getSession().catch(() => null)) redirect(afterSignInPath(returnPath, locale));

  const t = await getTranslations({ locale, namespace: 'login' });
  const code = query.error;
  let initialError: string | undefined;
  if (code === 'too-many-attempts') initialError = t('tooManyAttemptsLater');
  else if (typeof code === 'string' && code in ERROR_KEYS) {
    initialError = t('failed', { message: t(ERROR_KEYS[code as keyof typeof ERROR_KEYS]) });
  }

  // What the previous step tells the visitor: the set-password link was used, or Supabase removed
  // the factor after a recovery code (they set up a new one after signing in).
  const notice = query.passwordSet === '1' ? t('passwordSet') : query.notice === 'two-factor-removed' ? t('twoFactorRemoved') : null;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-100 px-4 py-12">
      {/* The way back for a visitor who opened the sign-in page by mistake, in their language. */}
      <a
        href={localizedPath(locale, '/')}
        className="mb-4 inline-flex min-h-11 w-full max-w-sm items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        data-testid="login-home"
      >
        <span aria-hidden="true">←</span>
        {t('backHome')}
      </a>
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <AuthBrand />
        <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">{t('title')}</h1>
        {notice ? (
          <p
            role="status"
            className="mb-4 rounded-lg bg-teal-50 p-3 text-sm text-slate-800 ring-1 ring-teal-200"
            data-testid="login-notice"
          >
            {notice}
          </p>
        ) : null}
        <LoginForm
          initialError={initialError}
          returnPath={returnPath}
          locale={locale}
          labels={{
            email: t('email'),
            password: t('password'),
            submit: t('submit'),
            submitting: t('submitting'),
            // The placeholder stays for the form to fill in (ICU-free: a plain {message}).
            failed: t('failed', { message: '{message}' }),
            unexpected: t('unexpected'),
            emailRequired: t('emailRequired'),
            emailInvalid: t('emailInvalid'),
            passwordRequired: t('passwordRequired'),
          }}
        />
      </div>
    </main>
  );
}
