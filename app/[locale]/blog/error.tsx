'use client';

import { useEffect } from 'react';
import { useBoundaryStrings } from '@/components/site/boundary-strings';

// SPEC: 'Something went wrong', the message, 'Try Again' (reloads the page).
export default function BlogError({ error }: { error: Error & { digest?: string }; retry: () => void }) {
  const { text } = useBoundaryStrings();
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main" role="alert" className="flex min-h-[60dvh] flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{text['blog.errorTitle']}</h1>
      <p className="mt-3 max-w-md text-slate-600">{text['blog.fetchFailed']}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 min-h-11 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600"
      >
        {text['blog.tryAgain']}
      </button>
    </main>
  );
}
