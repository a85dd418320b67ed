'use client';

import { PLACEHOLDER_IMAGE } from '@/components/catalog/placeholder';
import { useBoundaryStrings } from '@/components/site/boundary-strings';
import { localizedPath } from '@/lib/i18n/routing';

/**
 * Unknown or invalid product id (HTTP 404): 'Product not found', placeholder image, no
 * recommendations. Client component for the same reason as the category's not-found.
 */
export function ProductNotFoundView() {
  const { locale, text } = useBoundaryStrings();
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as it is (next/image would add its client code for nothing) */}
        <img src={PLACEHOLDER_IMAGE} alt="" className="photo-fill" />
      </div>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{text['product.notFound']}</h1>
        <p className="mt-3 text-slate-600">{text['product.notFoundBody']}</p>
        <a
          href={localizedPath(locale, '/')}
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-600"
        >
          {text['common.backHome']}
        </a>
      </div>
    </div>
  );
}
