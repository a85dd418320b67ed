import { LocalizedLink } from '@/components/site/localized-link';
import type { AppLocale } from '@/lib/i18n/routing';

type StatusPageProps = {
  code: 403 | 404;
  /** The page's locale, passed explicitly: no next-intl client runtime, and cached pages stay static. */
  locale: AppLocale;
  title: string;
  body?: string;
  back: { href: string; label: string };
  /** Inside the admin shell (which has its own `<main>`): a centred block instead of the page's main. */
  inAdmin?: boolean;
  /** Inside the site's header and footer (SiteFrame, which has the `<main>`): a centred block too. */
  inSite?: boolean;
  testId?: string;
};

/**
 * The 403/404 pages: the status, a title, one sentence and the one way back. The class lists are
 * component classes (app/globals.css): every public page carries two of these not-found blocks in
 * its RSC data.
 */
export function StatusPage({ code, locale, title, body, back, inAdmin = false, inSite = false, testId }: StatusPageProps) {
  const content = (
    <>
      <p className="status-code">{code}</p>
      <h1 className={`mt-2 font-bold text-slate-900 ${inAdmin ? 'text-2xl' : 'text-3xl'}`}>{title}</h1>
      {body ? <p className="status-body">{body}</p> : null}
      <LocalizedLink locale={locale} href={back.href} className="status-back">
        {back.label}
      </LocalizedLink>
    </>
  );
  if (inAdmin || inSite) {
    return (
      <div data-testid={testId} className={`status-block ${inSite ? 'px-6 py-24' : 'py-16'}`}>
        {content}
      </div>
    );
  }
  return (
    <main id="main" data-testid={testId} className="status-main">
      {content}
    </main>
  );
}
