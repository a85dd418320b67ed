import { getTranslations } from 'next-intl/server';
import type { InquiryDetail } from '@/lib/inquiries/admin-queries';
import { mailtoHref, whatsappHref } from '@/lib/inquiries/reply-links';
import { countryName } from '@/lib/i18n/countries';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';

// The visitor's contact fields and the one-click replies. Visitor text is only ever React text
// (escaped); the reply links are built from values that passed lib/inquiries/reply-links.ts.

function Field({ label, value, empty }: { label: string; value: string; empty: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={`break-words ${value ? 'text-slate-900' : 'text-slate-500 italic'}`}>{value || empty}</dd>
    </div>
  );
}

export async function InquiryContact({ locale, inquiry }: { locale: AppLocale; inquiry: InquiryDetail }) {
  const t = await getTranslations({ locale, namespace: 'AdminInquiries.detail' });
  // The prefilled reply speaks the visitor's language, not the administrator's.
  const replyLocale = isAppLocale(inquiry.locale) ? inquiry.locale : locale;
  const reply = await getTranslations({ locale: replyLocale, namespace: 'AdminInquiries.reply' });
  const values = { name: inquiry.name, reference: inquiry.reference };
  const mail = inquiry.email ? mailtoHref(inquiry.email, reply('subject', values), reply('body', values)) : null;
  const whatsapp = inquiry.whatsapp ? whatsappHref(inquiry.whatsapp, reply('whatsapp', values)) : null;
  const button = 'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold';

  return (
    <section aria-labelledby="inquiry-contact" className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="inquiry-contact" className="text-lg font-semibold text-slate-900">
        {t('contact')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="inquiry-contact">
        <Field label={t('name')} value={inquiry.name} empty={t('notProvided')} />
        <Field label={t('company')} value={inquiry.company} empty={t('notProvided')} />
        <Field label={t('email')} value={inquiry.email} empty={t('notProvided')} />
        <Field label={t('whatsapp')} value={inquiry.whatsapp} empty={t('notProvided')} />
        <Field label={t('city')} value={inquiry.city} empty={t('notProvided')} />
        {/* A code (from the form's list) by its name in the admin's language; an older inquiry's free text as typed. */}
        <Field label={t('country')} value={countryName(inquiry.country, locale)} empty={t('notProvided')} />
      </dl>
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('message')}</h3>
        <p
          data-testid="inquiry-message"
          className={`mt-1 break-words whitespace-pre-wrap ${inquiry.message ? 'text-slate-900' : 'text-slate-500 italic'}`}
        >
          {inquiry.message || t('noMessage')}
        </p>
      </div>
      {(mail || whatsapp) && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          {mail && (
            <a href={mail} data-testid="reply-email" className={`${button} bg-brand-700 text-white hover:bg-brand-600`}>
              {t('replyEmail')}
            </a>
          )}
          {whatsapp && (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="reply-whatsapp"
              className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}
            >
              {t('replyWhatsApp')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
