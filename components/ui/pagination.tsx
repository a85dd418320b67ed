type Props = {
  page: number;
  totalPages: number;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** e.g. '2 / 5' */
  statusText: string;
  hrefFor: (page: number) => string;
};

/** The page a pager link leads to, for a client list that turns its clicks into in-page updates. */
export function pagerTarget(target: EventTarget | null): number | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-pager-page]') : null;
  const page = Number(link?.dataset.pagerPage);
  return Number.isInteger(page) && page > 0 ? page : null;
}

/**
 * Prev / Next links with 'page / total'. Plain links, so every page is a shareable URL. No event
 * handler props: server components render it too (the admin inbox, Activity), and React refuses a
 * function on an element a server component renders. A client list that handles the click itself
 * listens on a parent element and reads the target with `pagerTarget`.
 */
export function Pagination({ page, totalPages, label, previousLabel, nextLabel, statusText, hrefFor }: Props) {
  // The class lists are in app/globals.css (.pager-*): the category page's script carries this component.
  return (
    <nav aria-label={label} className="pager">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev" className="pager-link" data-pager-page={page - 1}>
          {previousLabel}
        </a>
      ) : (
        <span aria-disabled="true" className="pager-off">
          {previousLabel}
        </span>
      )}
      <span className="pager-status" aria-live="polite">
        {statusText}
      </span>
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} rel="next" className="pager-link" data-pager-page={page + 1}>
          {nextLabel}
        </a>
      ) : (
        <span aria-disabled="true" className="pager-off">
          {nextLabel}
        </span>
      )}
    </nav>
  );
}
