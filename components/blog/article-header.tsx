import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/components/site/localized-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { ArticleActions } from './article-actions';

/**
 * Sticky bar under the site header (which carries the logo): back to the blog, bookmark and share.
 * A labelled nav, not a <header>: at the top level a <header> is a second `banner` landmark beside the
 * site header's, and a page has one banner.
 */
export function ArticleHeader({ locale, slug, title, excerpt }: { locale: AppLocale; slug: string; title: string; excerpt: string }) {
  const t = useTranslations('blog');
  return (
    <nav aria-label={t('articleBarLabel')} className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <LocalizedLink
          locale={locale}
          href="/blog"
          aria-label={t('backToBlogLabel')}
          className="flex min-h-10 items-center gap-1.5 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
          {t('backToBlog')}
        </LocalizedLink>
        <ArticleActions
          slug={slug}
          title={title}
          excerpt={excerpt}
          labels={{
            articleActions: t('articleActions'),
            bookmark: t('bookmark'),
            share: t('share'),
            linkCopied: t('linkCopied'),
            shareWhatsApp: t('shareWhatsApp'),
            copyLink: t('copyLink'),
            opensNewTab: t('opensNewTab'),
          }}
        />
      </div>
    </nav>
  );
}
