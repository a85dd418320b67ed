'use client';

import { lazy, Suspense } from 'react';

// A not-found boundary's code is in the scripts of every category page (Next keeps it ready for a
// not-found met while navigating), though almost no visitor sees it: this stub is all they load,
// the page itself (components/catalog/category-not-found.tsx) is fetched when it is shown.
const View = lazy(() => import('@/components/catalog/category-not-found').then((m) => ({ default: m.CategoryNotFoundView })));

export default function CategoryNotFound() {
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
