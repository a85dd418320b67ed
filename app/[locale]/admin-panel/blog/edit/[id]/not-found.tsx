import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** An unknown or deleted post id. */
export default async function PostNotFound() {
  const t = await getTranslations('editor');
  return (
    <div data-testid="post-not-found" className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('notFound')}</h1>
      <Link href="/admin-panel/blog" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600">
        {t('back')}
      </Link>
    </div>
  );
}
