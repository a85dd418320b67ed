import { useTranslations } from 'next-intl';
import type { CtaBlockContent } from '@/lib/blog/blocks/cta';
import { safeHttpUrl } from '@/lib/blog/safe-url';

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

/** SPEC: a button only when buttonText is set, opening buttonUrl (or '#') in a new tab. */
export function CtaBlock({ content }: { content: CtaBlockContent }) {
  const t = useTranslations('blocks');
  const style = styles[content.style];
  const href = safeHttpUrl(content.buttonUrl) ?? '#';
  return (
    <aside data-block="cta" data-style={content.style} className={`rounded-2xl p-6 sm:p-8 ${style.box}`}>
      <p className={`text-2xl font-bold ${style.text}`}>{content.title}</p>
      {content.description.trim() !== '' && <p className={`mt-2 text-lg opacity-90 ${style.text}`}>{content.description}</p>}
      {content.buttonText.trim() !== '' && (
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className={`mt-5 inline-flex min-h-11 items-center rounded-lg px-5 py-2.5 font-semibold ${style.button}`}
        >
          {content.buttonText}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      )}
    </aside>
  );
}
