import { LocalizedLink as Link } from '@/components/site/localized-link';
import type { RecommendedItem } from '@/lib/catalog/read-models';
import { productHref } from '@/lib/seo/catalog-paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { ProductPhoto } from './product-photo';

/** 'Recommended Products': other items of the same category, each opening its product page. */
export function RecommendedProducts({
  locale,
  title,
  items,
  nameFallback,
}: {
  locale: AppLocale;
  title: string;
  items: readonly RecommendedItem[];
  nameFallback: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recommended-products" className="mt-16">
      <h2 id="recommended-products" className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <Link locale={locale} href={productHref(item)} className="group tile">
              <ProductPhoto main={item.mainPhotoUrl} hover={item.hoverPhotoUrl} />
              <p lang={item.name ? item.lang?.name : undefined} className="tile-name">
                {item.name || nameFallback}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
