import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { newKey, priceText } from '@/components/admin/quotations/editor-state';
import { QuotationEditor, type EditorAction } from '@/components/admin/quotations/quotation-editor';
import { QuotationHistory } from '@/components/admin/quotations/quotation-history';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/routing';
import { saveQuotationDraftAction, sendQuotationAction, withdrawQuotationAction } from '@/lib/quotations/actions';
import { buyerLink, buyerWhatsAppHref } from '@/lib/quotations/mail';
import { listPickerProducts } from '@/lib/quotations/picker';
import { listQuotationVersions, loadQuotationVersion } from '@/lib/quotations/reads';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/admin-panel/quotations/[id]'>;

const parseId = (raw: string): number | null =>
  /^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= Number.MAX_SAFE_INTEGER ? Number(raw) : null;

export function generateMetadata({ params }: Props) {
  return adminTitle(params, 'AdminQuotations', 'heading');
}

/** One quotation: the newest version in the editor, the history of versions with their links. */
export default async function QuotationPage({ params }: Props) {
  const { locale, id: rawId } = await adminPage(params, 'sales');
  const id = parseId(rawId);
  const db = await getDb();
  const q = id === null ? null : await loadQuotationVersion(db, id);
  if (!q) notFound();
  const [t, versions, products] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminQuotations' }),
    listQuotationVersions(db, q.quotationId),
    listPickerProducts(db),
  ]);
  const { siteUrl } = getConfig();
  const linkOf = (token: string) => buyerLink(siteUrl, q.locale, token);
  const whatsapp = q.token ? await buyerWhatsAppHref(q, linkOf(q.token)) : null;
  const initial = {
    currency: q.currency,
    locale: q.locale,
    validUntil: q.validUntil,
    paymentTerms: q.paymentTerms,
    incoterms: q.incoterms,
    note: q.note,
    lines: q.lines.map((l) => ({
      key: newKey(),
      kind: l.kind,
      itemId: l.itemId,
      name: l.name,
      itemCode: l.itemCode,
      quantityNote: l.quantityNote,
      leadTime: l.leadTime,
      note: l.note,
      tiers: l.tiers.map((tier) => ({ quantity: tier.quantity, price: priceText(tier.unitPriceMinor, q.currency, l.kind) })),
    })),
  };
  const bound = (action: (locale: string, prev: null, form: FormData) => Promise<unknown>) => action.bind(null, locale) as EditorAction;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <Link
        href={`/admin-panel/inquiries/${q.inquiryId}`}
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        ← {t('editor.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('title', { reference: q.reference })}</h1>
        <span
          className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
          data-testid="quotation-status"
          data-status={q.quotationStatus}
        >
          {t(`status.${q.quotationStatus}`)}
        </span>
        <p className="w-full text-sm text-slate-600">{t('versionN', { n: q.version })}</p>
      </header>
      {q.decidedAt && (
        <section className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200" data-testid="quotation-buyer-answer">
          <h2 className="font-semibold text-slate-900">{t('editor.buyerAnswer')}</h2>
          <p>{t(`status.${q.decision ?? 'accepted'}`)}</p>
          {q.buyerName && <p>{t('editor.buyerName', { name: q.buyerName })}</p>}
          {q.buyerMessage && <p className="whitespace-pre-line">{t('editor.buyerMessage', { message: q.buyerMessage })}</p>}
        </section>
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <QuotationEditor
          id={q.quotationId}
          version={q.version}
          revision={q.revision}
          frozen={q.status !== 'draft'}
          withdrawn={q.quotationStatus === 'withdrawn'}
          initial={initial}
          products={products}
          save={bound(saveQuotationDraftAction)}
          send={bound(sendQuotationAction)}
          withdraw={bound(withdrawQuotationAction)}
        />
        <aside>
          <QuotationHistory
            locale={locale}
            versions={versions}
            linkOf={linkOf}
            pdfOf={(n) => localizedPath(locale, `/admin-panel/quotations/${q.quotationId}/pdf/${n}`)}
            whatsapp={whatsapp}
          />
        </aside>
      </div>
    </div>
  );
}
