'use client';

import { useBoundaryStrings } from '@/components/site/boundary-strings';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { localizedPath } from '@/lib/i18n/routing';

/**
 * Unknown category (HTTP 404): the page's empty state, 'Category' and 'No items found.'.
 * A client component: a not-found boundary gets no params, and reading the locale on the server
 * here would make the cached route dynamic. Its strings come from the root layout's boundary strings.
 */
export function CategoryNotFoundView() {
  const { locale, text } = useBoundaryStrings();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb
        label={text['catalog.breadcrumb']}
        crumbs={[{ label: text['catalog.home'], href: localizedPath(locale, '/') }, { label: text['catalog.categoryFallback'] }]}
        renderLink={(c, className) => (
          <a href={c.href} className={className}>
            {c.label}
          </a>
        )}
      />
      <h1 className="mt-4 mb-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{text['catalog.categoryFallback']}</h1>
      <p className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center text-slate-600">{text['catalog.noItems']}</p>
    </div>
  );
}
