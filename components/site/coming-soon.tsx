import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

export async function ComingSoon({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const year = new Date().getFullYear();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-6 text-center">
      <Image src={siteConfig.logoPath} alt={siteConfig.legalName} width={240} height={60} priority />
      <h1 className="mt-10 text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{t('comingSoonTitle')}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{t('comingSoonMessage')}</p>
      <footer className="mt-16 space-y-1 text-sm text-slate-600">
        <p>{t('copyright', { year, company: siteConfig.legalName })}</p>
        <p>
          {t.rich('developedBy', {
            developer: siteConfig.developer.name,
            link: (chunks) => (
              <a
                href={siteConfig.developer.url}
                className="font-medium text-brand-700 underline underline-offset-2"
                target="_blank"
                rel="noopener noreferrer"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      </footer>
    </main>
  );
}
