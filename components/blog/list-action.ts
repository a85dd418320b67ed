/** What `data-list-action` on a blog result control asks the client list to do (it delegates clicks). */
export const LIST_ACTION = { loadMore: 'load-more', clear: 'clear' } as const;
