import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AuthBrand } from '@/components/auth/auth-brand';
import { PasswordField } from '@/components/auth/password-field';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/schemas';
import { getDb } from '@/lib/db';
import { routing } from '@/lib/i18n/routing';
import { linkAccount } from '@/lib/team/members';

// Reads the one-time link's token on every request (a used or expired link says so at once).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/set-password'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'setPassword' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Where an invitation link lands: the new administrator chooses a password (a plain form post; the
 * show/hide toggles work once the page's script runs). The rule the server applies
 * (lib/auth/password-policy.ts) is stated under the field before the first try.
 */
export default async function SetPasswordPage({ params, searchParams }: PageProps<'/[locale]/set-password'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const error = typeof query.error === 'string' ? query.error : '';
  const [t, ts, account] = await Promise.all([
    getTranslations({ locale, namespace: 'setPassword' }),
    getTranslations({ locale, namespace: 'settings' }),
    linkAccount(await getDb(), token),
  ]);
  const errorText = error === 'mismatch' ? t('mismatch') : error === 'tooShort' || error === 'tooCommon' ? ts(error) : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <AuthBrand />
        {account ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
            <p className="mt-2 mb-6 text-sm text-slate-600">{t('intro', { email: account.email })}</p>
            <form method="post" action="/api/auth/set-password" className="space-y-4" data-testid="set-password-form">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="email" value={account.email} autoComplete="username" />
              {errorText ? (
                <p role="alert" id="set-password-error" className="text-sm font-medium text-red-700">
                  {errorText}
                </p>
              ) : null}
              <PasswordField
                id="set-password-new"
                name="password"
                label={t('password')}
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                hint={t('rule')}
                error={errorText}
                errorId="set-password-error"
                showLabel={ts('showField', { field: t('password') })}
                hideLabel={ts('hideField', { field: t('password') })}
              />
              <PasswordField
                id="set-password-confirm"
                name="confirm"
                label={t('confirm')}
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                showLabel={ts('showField', { field: t('confirm') })}
                hideLabel={ts('hideField', { field: t('confirm') })}
              />
              <button type="submit" className="min-h-11 w-full rounded-xl bg-teal-700 px-4 font-semibold text-white">
                {t('submit')}
              </button>
            </form>
          </>
        ) : (
          <div data-testid="set-password-invalid">
            <h1 className="text-2xl font-bold text-slate-900">{t('invalidTitle')}</h1>
            <p className="mt-2 text-sm text-slate-600">{t('invalidBody')}</p>
          </div>
        )}
      </div>
    </main>
  );
}
