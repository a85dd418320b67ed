import type { getTranslations } from 'next-intl/server';
import type { QuotationSummary } from '@/lib/inquiries/quotation-summary';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/quotations/money';

// The inbox's view of where a deal stands: the inquiry's latest quotation, its number (to the
// editor), the state its buyer sees and the total of its first tiers in its currency.

type Texts = Awaited<ReturnType<typeof getTranslations<'AdminInquiries'>>>;

const TONE: Record<QuotationSummary['state'], string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  sent: 'bg-violet-50 text-violet-900 ring-violet-300',
  viewed: 'bg-sky-50 text-sky-900 ring-sky-300',
  accepted: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  declined: 'bg-rose-50 text-rose-900 ring-rose-300',
  expired: 'bg-amber-50 text-amber-900 ring-amber-300',
  withdrawn: 'bg-slate-200 text-slate-800 ring-slate-300',
};

export function QuotationCell({ quotation: q, locale, t }: { quotation: QuotationSummary | null; locale: AppLocale; t: Texts }) {
  if (!q) return <span className="text-slate-500">{t('quotation.none')}</span>;
  return (
    <div className="space-y-1" data-testid="inquiry-quotation-summary" data-state={q.state} data-reference={q.reference}>
      <Link
        href={`/admin-panel/quotations/${q.id}`}
        prefetch={false}
        className="font-medium whitespace-nowrap text-brand-700 hover:underline"
      >
        {q.reference}
      </Link>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONE[q.state]}`}
        >
          {t(`quotation.state.${q.state}`)}
        </span>
        <span className="text-sm whitespace-nowrap text-slate-800 tabular-nums" data-testid="inquiry-quotation-total">
          {formatMoney(q.totalMinor, q.currency, locale)}
        </span>
      </div>
    </div>
  );
}
