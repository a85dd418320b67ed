import { getTranslations } from 'next-intl/server';
import type { InquiryDetail } from '@/lib/inquiries/admin-queries';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { productHref } from '@/lib/seo/catalog-paths';

/**
 * The requested products as the visitor saw them (the snapshot). A line links to the product page
 * while the item still exists; a deleted one keeps its snapshot name, marked "product deleted".
 */
export async function InquiryLines({ locale, lines }: { locale: AppLocale; lines: InquiryDetail['lines'] }) {
  const t = await getTranslations({ locale, namespace: 'AdminInquiries.detail' });
  const format = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="inquiry-lines" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id="inquiry-lines" className="px-5 pt-5 text-lg font-semibold text-slate-900">
        {t('lines')}
      </h2>
      <div className="overflow-x-auto p-2 sm:p-5">
        <table className="w-full min-w-[34rem] text-left text-sm" data-testid="inquiry-lines">
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                {t('product')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('code')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('category')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('quantity')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('note')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {lines.map((line) => (
              <tr key={line.position} data-testid="inquiry-line">
                <td className="px-3 py-2 text-slate-500 tabular-nums">{line.position}</td>
                <td className="px-3 py-2 font-medium text-slate-900">
                  {line.itemId !== null ? (
                    <Link
                      href={productHref({ id: line.itemId, slug: line.slugs[locale] })}
                      target="_blank"
                      aria-label={t('viewProduct', { name: line.name })}
                      className="text-brand-700 underline underline-offset-2 hover:text-brand-600"
                    >
                      {line.name}
                    </Link>
                  ) : (
                    <>
                      <span>{line.name}</span>{' '}
                      <span data-testid="product-deleted" className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700">
                        {t('productDeleted')}
                      </span>
                    </>
                  )}
                  {line.kind === 'sample' && (
                    <span
                      data-testid="line-sample"
                      className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                    >
                      {t('sampleBadge')}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-slate-700">{line.code}</td>
                <td className="px-3 py-2 text-slate-700">{line.category}</td>
                <td className="px-3 py-2 text-right font-semibold text-slate-900 tabular-nums">{format.format(line.quantity)}</td>
                <td className="px-3 py-2 break-words whitespace-pre-wrap text-slate-700">{line.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
