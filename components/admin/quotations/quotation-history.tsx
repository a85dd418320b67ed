import { getFormatter, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { VersionHistoryRow } from '@/lib/quotations/reads';

// Every version of a quotation, newest first: status, dates, the buyer's link of each sent version
// (a superseded link shows the buyer where the current one is).

type Props = {
  locale: AppLocale;
  versions: VersionHistoryRow[];
  linkOf: (token: string) => string;
  /** The download of a sent version's PDF (a route handler, so a plain link). */
  pdfOf: (version: number) => string;
  whatsapp: string | null;
};

export async function QuotationHistory({ locale, versions, linkOf, pdfOf, whatsapp }: Props) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'AdminQuotations' }), getFormatter({ locale })]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="q-history" className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="q-history" className="text-lg font-semibold text-slate-900">
        {t('editor.history')}
      </h2>
      <ol className="space-y-3 text-sm">
        {versions.map((v, i) => (
          <li key={v.version} data-testid="quotation-version" data-version={v.version} data-status={v.status} className="space-y-1">
            <p className="font-medium text-slate-900">
              {t('versionN', { n: v.version })} · {t(`status.${v.status}`)}
            </p>
            <p className="text-slate-600">
              {[
                v.sentAt && t('editor.sentOn', { date: when(v.sentAt) }),
                v.viewedAt && t('editor.viewedOn', { date: when(v.viewedAt) }),
                v.decidedAt && t('editor.decidedOn', { date: when(v.decidedAt) }),
                v.supersededAt && t('editor.superseded'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {v.token && (
              <p className="break-all">
                <span className="text-slate-600">{t('editor.link')}: </span>
                <a href={linkOf(v.token)} className="text-brand-700 underline" data-testid="quotation-link">
                  {linkOf(v.token)}
                </a>
              </p>
            )}
            {v.sentAt && (
              <a
                href={pdfOf(v.version)}
                download
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                data-testid="quotation-pdf"
              >
                {t('editor.pdf', { n: v.version })}
              </a>
            )}
            {i === 0 && v.token && whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                data-testid="quotation-whatsapp"
              >
                {t('editor.whatsapp')}
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
