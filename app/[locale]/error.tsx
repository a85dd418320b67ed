'use client';

import { useEffect } from 'react';
import { useBoundaryStrings } from '@/components/site/boundary-strings';

// Never shows a stack trace: a friendly message and a retry.
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { text } = useBoundaryStrings();
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center px-6 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold text-slate-900">{text['errors.errorTitle']}</h1>
      <p className="mt-3 max-w-md text-slate-600">{text['errors.errorBody']}</p>
      <button
        type="button"
        onClick={() => retry()}
        className="mt-8 rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600"
      >
        {text['common.tryAgain']}
      </button>
    </main>
  );
}
