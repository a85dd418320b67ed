'use client';

import { useTranslations } from 'next-intl';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Link } from '@/lib/i18n/navigation';

/**
 * Unknown category (HTTP 404): the page's empty state, 'Category' and 'No items found.'.
 * A client component: a not-found boundary gets no params, and reading the locale on the server
 * here would make the cached route dynamic. Its strings come from the (site) layout's provider.
 */
export default function CategoryNotFound() {
  const t = useTranslations('catalog');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb
        label={t('breadcrumb')}
        crumbs={[{ label: t('home'), href: '/' }, { label: t('categoryFallback') }]}
        renderLink={(c, className) => (
          <Link href={c.href} className={className}>
            {c.label}
          </Link>
        )}
      />
      <h1 className="mt-4 mb-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('categoryFallback')}</h1>
      <p className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center text-slate-600">{t('noItems')}</p>
    </div>
  );
}
