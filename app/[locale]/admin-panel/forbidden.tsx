import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** Shown (403) when a signed-in administrator opens a section reserved for blog administrators. */
export default async function AdminForbidden() {
  const t = await getTranslations('errors');
  const admin = await getTranslations('admin');
  return (
    <div data-testid="admin-forbidden" className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600">403</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('forbiddenTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('forbiddenBody')}</p>
      <Link href="/admin-panel/addnew" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600">
        {admin('addNew')}
      </Link>
    </div>
  );
}
