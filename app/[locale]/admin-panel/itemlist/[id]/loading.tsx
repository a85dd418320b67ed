import { getTranslations } from 'next-intl/server';

/** SPEC: 'Loading...' while the item loads. */
export default async function Loading() {
  const t = await getTranslations('adminCatalog');
  return (
    <p role="status" className="p-10 text-center text-slate-600">
      {t('loading')}
    </p>
  );
}
