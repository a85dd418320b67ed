import { getTranslations } from 'next-intl/server';
import { enrolmentQrSvg } from '@/lib/auth/two-factor/qr';
import type { Enrolment } from '@/lib/auth/two-factor/enrolment';
import { groupedKey } from '@/lib/auth/two-factor/totp';
import type { AppLocale } from '@/lib/i18n/routing';
import { EnrolPanel } from './enrol-panel';
import { twoFactorFormLabels } from './labels';
import { TwoFactorForm } from './two-factor-form';

/**
 * Setting up a factor: the QR code and the same key to type, then the password (re-authentication)
 * and the first code. One component
 * for the forced enrolment after sign-in (/login/two-factor) and the security page, on both backends.
 */
export async function EnrolmentStep({
  enrolment,
  locale,
  initialError,
}: {
  enrolment: Enrolment;
  locale: AppLocale;
  initialError?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  return (
    <EnrolPanel
      qrSvg={await enrolmentQrSvg(enrolment.uri)}
      manualKey={groupedKey(enrolment.secret)}
      labels={{
        scan: t('enrolScan'),
        manualKey: t('manualKey'),
        qrAlt: t('qrAlt'),
        otherSessions: t('otherSessionsNote'),
        copyKey: t('copyKey'),
        copied: t('copied'),
        copyFailed: t('copyKeyFailed'),
      }}
    >
      <TwoFactorForm
        id="enrol"
        intent="enrol"
        fields={[
          { name: 'password', label: t('currentPasswordLabel') },
          { name: 'code', label: t('codeLabel') },
        ]}
        locale={locale}
        labels={await twoFactorFormLabels(locale, 'enable')}
        initialError={initialError}
      />
    </EnrolPanel>
  );
}
