import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatMoney, formatQuantity } from '@/lib/quotations/money';
import type { QuotationVersionView } from '@/lib/quotations/reads';
import { siteConfig } from '@/lib/site-config';

// The quotation as the buyer reads it (the PDF shows the same content): the company, the lines with
// their price tiers, the terms. Server-rendered, no client JavaScript.

export function formatValidity(validUntil: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${validUntil}T00:00:00Z`));
}

export async function QuotationView({ quotation: q, locale }: { quotation: QuotationVersionView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Quotation' });
  const money = (minor: number) => formatMoney(minor, q.currency, locale);
  const terms = [
    ['paymentTerms', q.paymentTerms],
    ['incoterms', q.incoterms],
  ] as const;
  return (
    <article className="space-y-6" data-testid="quotation" data-reference={q.reference} data-version={q.version}>
      <header className="space-y-1">
        <p className="text-sm text-slate-600">{t('from', { company: siteConfig.legalName })}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t('title', { reference: q.reference })}</h1>
        <p className="text-sm text-slate-700">
          {t('for', { name: q.buyer.company ? `${q.buyer.name}, ${q.buyer.company}` : q.buyer.name })} · {t('version', { n: q.version })} ·{' '}
          {t('validUntil', { date: formatValidity(q.validUntil, locale) })}
        </p>
        {q.sentBy.email && (
          <p className="text-sm text-slate-700" data-testid="quotation-sender">
            {t('sentBy', { name: q.sentBy.name || q.sentBy.email })} ·{' '}
            <a className="underline" href={`mailto:${q.sentBy.email}?subject=${encodeURIComponent(q.reference)}`}>
              {q.sentBy.email}
            </a>
            {q.sentBy.phone && <> · {q.sentBy.phone}</>}
          </p>
        )}
      </header>
      <ol className="space-y-4">
        {q.lines.map((line) => (
          <li
            key={line.position}
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            data-testid="quotation-line"
            data-kind={line.kind}
          >
            {line.kind === 'sample' && (
              <p
                className="mb-1 inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
                data-testid="quotation-sample"
              >
                {t('sample')}
              </p>
            )}
            <h2 className="text-lg font-semibold text-slate-900">{line.name}</h2>
            {line.itemCode && <p className="text-sm text-slate-600">{t('code', { code: line.itemCode })}</p>}
            {line.specs.length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
                {line.specs.map((s, i) => (
                  <div key={i} className="contents">
                    <dt className="font-medium">{s.label}</dt>
                    <dd>{s.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <table className="mt-3 w-full max-w-md text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t('quantity')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('unitPrice')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {line.tiers.map((tier) => (
                  <tr key={tier.quantity} className="border-t border-slate-100" data-testid="quotation-tier">
                    {/* A sample's quantity is its pieces, not an order tier; at 0 it is free. */}
                    <td className="py-1 pr-4 tabular-nums">
                      {line.kind === 'sample' ? t('samplePieces', { count: tier.quantity }) : formatQuantity(tier.quantity, locale)}
                    </td>
                    <td className="py-1 text-right tabular-nums">
                      {line.kind === 'sample' && tier.unitPriceMinor === 0 ? t('free') : money(tier.unitPriceMinor)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {line.quantityNote && <p className="mt-2 text-sm text-slate-700">{t('quantityNote', { value: line.quantityNote })}</p>}
            {line.leadTime && <p className="mt-1 text-sm text-slate-700">{t('leadTime', { value: line.leadTime })}</p>}
            {line.note && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{line.note}</p>}
          </li>
        ))}
      </ol>
      {(q.paymentTerms || q.incoterms || q.note) && (
        <section className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{t('terms')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
            {terms.map(([key, value]) =>
              value ? (
                <div key={key} className="contents">
                  <dt className="font-medium">{t(key)}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ) : null,
            )}
            {q.note && (
              <div className="contents">
                <dt className="font-medium">{t('note')}</dt>
                <dd className="whitespace-pre-line">{q.note}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </article>
  );
}
