// Apart from ./pagination.tsx: the category page's script carries the Pagination component, and
// only the admin lists use this.

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
