'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

// Never shows a stack trace: a friendly message and a retry.
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('errors');
  const common = useTranslations('common');
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center px-6 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold text-slate-900">{t('errorTitle')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('errorBody')}</p>
      <button
        type="button"
        onClick={() => retry()}
        className="mt-8 rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600"
      >
        {common('tryAgain')}
      </button>
    </main>
  );
}
