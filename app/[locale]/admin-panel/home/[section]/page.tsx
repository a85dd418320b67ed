import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HomeEditor } from '@/components/admin/home/home-editor';
import { adminPage } from '@/lib/admin/page';
import { getConfig } from '@/lib/config';
import { listHomeRevisionsAction, restoreHomeRevisionAction, saveHomeSectionAction, saveHomeTranslationAction } from '@/lib/home/actions';
import { loadHomeEditor } from '@/lib/home/admin-queries';
import { isHomeSection } from '@/lib/home/sections';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/admin-panel/home/[section]'>;
type Raw = (key: string, values?: Record<string, string>) => string;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section } = await params;
  if (!hasLocale(routing.locales, locale) || !isHomeSection(section)) return {};
  const t = (await getTranslations({ locale, namespace: 'adminHome' })) as unknown as Raw;
  return { title: t('editorTitle', { section: t(`sections.${section}.name`) }) };
}

/** One section of the home page: its English words, photo and entries, their translations and its History. */
export default async function HomeSectionPage({ params }: Props) {
  const { locale, section } = await adminPage(params, 'home');
  if (!isHomeSection(section)) notFound();
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: 'adminHome' }), loadHomeEditor(section)]);
  const raw = t as unknown as Raw;
  const actions = {
    save: saveHomeSectionAction.bind(null, locale),
    translate: saveHomeTranslationAction.bind(null, locale),
    history: listHomeRevisionsAction.bind(null, locale),
    restore: restoreHomeRevisionAction.bind(null, locale),
  };
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Link href="/admin-panel/home" className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 hover:underline">
        ← {t('back')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{raw('editorTitle', { section: raw(`sections.${section}.name`) })}</h1>
      <p className="max-w-2xl text-sm text-slate-600">{raw(`sections.${section}.description`)}</p>
      <HomeEditor initial={data} actions={actions} keep={getConfig().revisionsKeep} />
    </div>
  );
}
