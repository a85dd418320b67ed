import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

function NotFoundSignal(): never {
  notFound();
}

/**
 * Answers with HTTP 404 and `children` as complete server-rendered HTML, readable without
 * JavaScript. A page that calls notFound() itself gets Next's empty error shell (`<html
 * id="__next_error__">`), its content left to the browser to draw from the RSC data. Thrown inside
 * a Suspense boundary instead, the 404 still sets the status while the page is rendered, and the
 * HTML keeps everything outside the boundary and the boundary's fallback: `children`. In the
 * browser the boundary is retried on hydration and the segment's not-found.tsx takes its place,
 * so that file should show the same content (docs/decisions/084-visitor-header-share-cards-404-and-start.md).
 */
export function ServerNotFound({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <NotFoundSignal />
    </Suspense>
  );
}
