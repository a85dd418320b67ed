import { getTranslations } from 'next-intl/server';

/** SPEC: 'Loading session...' while the admin area checks the session. */
export default async function AdminLoading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50dvh] items-center justify-center gap-3 text-slate-600">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      {t('loadingSession')}
    </div>
  );
}
