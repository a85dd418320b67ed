import type { ReactNode } from 'react';

/** `lang`: the crumb's text is in another language than the page (a content fallback). */
export type Crumb = { label: string; href?: string; lang?: string };

/** Breadcrumb trail; the last crumb is the current page. `renderLink` keeps it router-agnostic. */
export function Breadcrumb({
  label,
  crumbs,
  renderLink,
}: {
  label: string;
  crumbs: readonly Crumb[];
  renderLink: (crumb: Crumb & { href: string }, className: string) => ReactNode;
}) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} lang={crumb.lang} className="flex items-center gap-2">
              {crumb.href && !last ? (
                renderLink({ ...crumb, href: crumb.href }, 'hover:text-brand-700 hover:underline underline-offset-2')
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-900' : ''}>
                  {crumb.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
