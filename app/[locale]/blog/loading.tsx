import { getTranslations } from 'next-intl/server';

export default async function BlogLoading() {
  const t = await getTranslations('blog');
  return (
    <main id="main" className="flex min-h-[60dvh] items-center justify-center" aria-busy="true">
      <p role="status" className="text-slate-600">
        {t('loading')}
      </p>
    </main>
  );
}
