import { ProductAsk } from '@/components/catalog/product-ask';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import type { ItemDetails } from '@/lib/catalog/read-models';
import type { AppLocale } from '@/lib/i18n/routing';

/** The product's heading block: the way back to its category, its name and code, the ways to ask about it. */
export function ProductSummary({
  locale,
  item,
  name,
  categoryPath,
  whatsappText,
  labels,
}: {
  locale: AppLocale;
  item: ItemDetails;
  name: string;
  categoryPath: string | null;
  whatsappText: string;
  labels: { seeAnother: string; productCode: string | null };
}) {
  return (
    <div>
      {categoryPath && (
        <Link
          locale={locale}
          href={categoryPath}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M12.5 4.5 7 10l5.5 5.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {labels.seeAnother}
          {item.categoryName && (
            <span className="text-slate-600">
              · <span lang={item.categoryLang}>{item.categoryName}</span>
            </span>
          )}
        </Link>
      )}
      <h1 lang={item.lang?.name} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {name}
      </h1>
      {labels.productCode && <p className="mt-2 text-sm font-medium text-slate-600">{labels.productCode}</p>}
      <ProductAsk locale={locale} whatsappText={whatsappText} product={item.code ? `${name} (${item.code})` : name} />
    </div>
  );
}
