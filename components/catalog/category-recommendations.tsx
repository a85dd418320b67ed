import { LocalizedLink as Link } from '@/components/site/localized-link';
import type { CategoryRecommendation } from '@/lib/catalog/read-models';
import { categoryHref } from '@/lib/seo/catalog-paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { PLACEHOLDER_IMAGE, photoAttrs } from './photo-src';

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
              <Link locale={locale} href={categoryHref(c)} className="group tile">
                <div className="photo-box aspect-[4/3]">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer srcset is written by photo-src.ts (next/image would add its client code) */}
                  <img
                    {...photoAttrs(c.photoUrl ?? PLACEHOLDER_IMAGE, 'card')}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="photo-fill transition-transform group-hover:scale-105"
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
