import { useTranslations } from 'next-intl';
import type { CtaBlockContent } from '@/lib/blog/blocks/cta';
import { isSiteLink } from '@/lib/html/site-link';
import { safeHttpUrl } from '@/lib/blog/safe-url';
import type { FieldLang } from './registry';

const styles: Record<CtaBlockContent['style'], { box: string; text: string; button: string }> = {
  primary: {
    box: 'bg-brand-700',
    text: 'text-white',
    button: 'bg-white text-brand-700 hover:bg-brand-50',
  },
  secondary: {
    box: 'border border-slate-200 bg-slate-50',
    text: 'text-slate-900',
    button: 'bg-brand-700 text-white hover:bg-brand-600',
  },
  gradient: {
    box: 'bg-gradient-to-r from-brand-700 to-brand-500',
    text: 'text-white',
    button: 'bg-accent-400 text-brand-900 hover:bg-accent-500',
  },
};

/**
 * SPEC: a button only when buttonText is set, opening buttonUrl (or '#'). A page of this site opens
 * in the same tab (leaving the reader's tab for a product page of the same site helps nobody);
 * another site in a new tab, said so to screen readers. `fieldLang` marks English fallbacks.
 */
export function CtaBlock({ content, fieldLang, siteOrigin }: { content: CtaBlockContent; fieldLang?: FieldLang; siteOrigin?: string }) {
  const t = useTranslations('blocks');
  const style = styles[content.style];
  const href = safeHttpUrl(content.buttonUrl) ?? '#';
  const external = href !== '#' && !isSiteLink(href, siteOrigin);
  return (
    <aside data-block="cta" data-style={content.style} className={`rounded-2xl p-6 sm:p-8 ${style.box}`}>
      <p lang={fieldLang?.title} className={`text-2xl font-bold ${style.text}`}>
        {content.title}
      </p>
      {content.description.trim() !== '' && (
        <p lang={fieldLang?.description} className={`mt-2 text-lg opacity-90 ${style.text}`}>
          {content.description}
        </p>
      )}
      {content.buttonText.trim() !== '' && (
        <a
          href={href}
          target={external ? '_blank' : undefined}
          rel={external ? 'noopener noreferrer' : undefined}
          className={`mt-5 inline-flex min-h-11 items-center rounded-lg px-5 py-2.5 font-semibold ${style.button}`}
        >
          <span lang={fieldLang?.buttonText}>{content.buttonText}</span>
          {external && <span className="sr-only"> {t('opensInNewTab')}</span>}
        </a>
      )}
    </aside>
  );
}
