import Image from 'next/image';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import type { CategoryRecommendation } from '@/lib/catalog/read-models';
import type { AppLocale } from '@/lib/i18n/routing';
import { PLACEHOLDER_IMAGE } from './product-photo';

/** 'Recommendation - Other Categories': photo and name of each other category. */
export function CategoryRecommendations({
  title,
  emptyText,
  unnamed,
  categories,
  locale,
}: {
  locale: AppLocale;
  title: string;
  emptyText: string;
  unnamed: string;
  categories: readonly CategoryRecommendation[];
}) {
  return (
    <section aria-labelledby="other-categories" className="mt-16">
      <h2 id="other-categories" className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {categories.length === 0 ? (
        <p className="mt-4 text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                locale={locale}
                href={`/category/${c.id}`}
                className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
              >
                <div className="relative aspect-[4/3] bg-slate-100">
                  <Image
                    src={c.photoUrl ?? PLACEHOLDER_IMAGE}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 290px, (min-width: 640px) 31vw, 46vw"
                    quality={80}
                    className="object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
                <p lang={c.name ? c.lang?.name : undefined} className="px-3 py-3 font-semibold text-slate-900 group-hover:text-brand-700">
                  {c.name || unnamed}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
