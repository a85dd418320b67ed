type Props = {
  page: number;
  totalPages: number;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** e.g. '2 / 5' */
  statusText: string;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void;
};

type PagerKey = 'pagination.label' | 'pagination.previous' | 'pagination.next' | 'pagination.status';

/** The pager's texts from a message namespace that has the four `pagination.*` keys (the admin lists). */
export function pagerTexts(t: (key: PagerKey, values?: { page: number; total: number }) => string, page: number, totalPages: number) {
  return {
    label: t('pagination.label'),
    previousLabel: t('pagination.previous'),
    nextLabel: t('pagination.next'),
    statusText: t('pagination.status', { page, total: totalPages }),
  };
}

/** Prev / Next links with 'page / total'. Plain links, so every page is a shareable URL. */
export function Pagination({ page, totalPages, label, previousLabel, nextLabel, statusText, hrefFor, onNavigate }: Props) {
  const linkClass =
    'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-500 hover:text-brand-700';
  const disabledClass =
    'inline-flex min-h-11 items-center rounded-lg border border-slate-200 bg-slate-50 px-4 text-sm font-medium text-slate-500';
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev" className={linkClass} onClick={(e) => onNavigate?.(page - 1, e)}>
          {previousLabel}
        </a>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {previousLabel}
        </span>
      )}
      <span className="min-w-16 text-center text-sm text-slate-700 tabular-nums" aria-live="polite">
        {statusText}
      </span>
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} rel="next" className={linkClass} onClick={(e) => onNavigate?.(page + 1, e)}>
          {nextLabel}
        </a>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {nextLabel}
        </span>
      )}
    </nav>
  );
}
