import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuotationStatus } from '@/lib/quotations/contract';
import { answerDate } from '@/lib/quotations/mail';
import type { QuotationVersionView } from '@/lib/quotations/reads';
import { siteConfig } from '@/lib/site-config';
import { formatValidity } from './quotation-view';

// The top of the buyer's page once the quotation is answered or expired: what was recorded, and
// after an accept what happens next, what to prepare and whom to contact. It carries the #answer
// anchor the answer's redirect lands on, with room for the sticky site header above it, and takes
// the focus target so a screen reader starts there.

type Props = {
  quotation: QuotationVersionView;
  status: QuotationStatus;
  locale: AppLocale;
  /** A confirmation mail went (or goes) to this address: said so on the page. */
  mailedTo: string | null;
  children?: React.ReactNode;
};

export async function QuotationOutcome({ quotation: q, status, locale, mailedTo, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'Quotation' });
  const box = 'scroll-mt-28 space-y-4 rounded-2xl p-5 ring-1 outline-none';
  const contact = (
    <div>
      <h3 className="font-semibold">{t('contactTitle', { company: siteConfig.legalName })}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        <li>
          <a className="underline" href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`}>
            {t('contactPhone', { phone: siteConfig.phone })}
          </a>
        </li>
        <li>
          <a className="underline" href={`https://wa.me/${siteConfig.whatsapp.marketing}`}>
            {t('contactWhatsApp')}
          </a>
        </li>
        <li>
          <a className="underline" href={`mailto:${siteConfig.email}?subject=${encodeURIComponent(q.reference)}`}>
            {t('contactEmail', { email: siteConfig.email })}
          </a>
        </li>
      </ul>
    </div>
  );
  if (status === 'accepted' && q.decidedAt) {
    return (
      <section
        id="answer"
        tabIndex={-1}
        className={`${box} bg-green-50 text-green-950 ring-green-300`}
        data-testid="quotation-outcome"
        data-status={status}
      >
        <h2 className="text-xl font-bold">{t('acceptedTitle', { reference: q.reference })}</h2>
        <p>
          {t('acceptedBy', { date: answerDate(q.decidedAt, locale), name: q.buyerName })}{' '}
          {mailedTo ? t('mailedTo', { email: mailedTo }) : null}
        </p>
        {children}
        <div className="grid gap-4 md:grid-cols-3">
          <div>
            <h3 className="font-semibold">{t('nextTitle')}</h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
              <li>{t('nextConfirm')}</li>
              <li>{t('nextProof')}</li>
            </ol>
          </div>
          <div>
            <h3 className="font-semibold">{t('prepareTitle')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              <li>{t('prepareArtwork')}</li>
              <li>{t('prepareAddress')}</li>
              <li>{t('prepareCompany')}</li>
            </ul>
          </div>
          {contact}
        </div>
      </section>
    );
  }
  const declined = status === 'declined' && q.decidedAt;
  const title = declined ? t('declinedTitle', { reference: q.reference }) : t('expiredTitle', { reference: q.reference });
  const body = declined
    ? t('declined', { date: answerDate(q.decidedAt!, locale) })
    : t('expired', { date: formatValidity(q.validUntil, locale) });
  return (
    <section
      id="answer"
      tabIndex={-1}
      className={`${box} ${declined ? 'bg-slate-100 text-slate-900 ring-slate-300' : 'bg-amber-50 text-amber-950 ring-amber-300'}`}
      data-testid="quotation-outcome"
      data-status={status}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <p>{body}</p>
      {children}
      {contact}
    </section>
  );
}
