import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import type { AppLocale } from '@/lib/i18n/routing';
import type { TwoFactorFormLabels } from './two-factor-form';

/** The strings the two-factor forms need, translated on the server (no next-intl in the browser here). */
export async function twoFactorFormLabels(
  locale: AppLocale,
  submitKey: 'verify' | 'enable' | 'regenerate' | 'disable',
): Promise<TwoFactorFormLabels> {
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  // The site's host names the recovery-codes file, so codes of several sites stay apart.
  const site = new URL(getConfig().siteUrl).hostname;
  return {
    submit: t(submitKey),
    working: t('working'),
    unexpected: t('unexpected'),
    recoveryTitle: t('recoveryTitle'),
    recoveryShownOnce: t('recoveryShownOnce'),
    continue: t('continue'),
    copyCodes: t('copyCodes'),
    copied: t('copied'),
    copyCodesFailed: t('copyCodesFailed'),
    downloadCodes: t('downloadCodes'),
    codesFileHeading: t('codesFileHeading', { site }),
    codesFileName: `recovery-codes-${site}.txt`,
  };
}

/** ?error= of a plain form post, as the message to show. */
export async function twoFactorErrorMessage(locale: AppLocale, code: unknown): Promise<string | undefined> {
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  const known = {
    'wrong-code': t('wrongCode'),
    'wrong-password': t('wrongPassword'),
    locked: t('locked'),
    expired: t('keyExpired'),
    'too-many-attempts': t('tooManyAttempts', { minutes: 15 }),
    required: t('requiredCannotDisable'),
    state: t('wrongState'),
    'not-signed-in': t('notSignedIn'),
    error: t('unexpected'),
    'invalid-input': t('unexpected'),
  } as Record<string, string>;
  return typeof code === 'string' ? known[code] : undefined;
}
