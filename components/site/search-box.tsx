// The site search form: a plain GET form to /{locale}/search, so it works without JavaScript and adds
// none to the page (public pages keep a JavaScript budget, e2e/client-js.spec.ts).

export type SearchBoxLabels = { label: string; placeholder: string; submit: string };

function MagnifierIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="9" cy="9" r="6" />
      <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
    </svg>
  );
}

/** The form itself; `id` names its input (the header and the search page each have one). */
export function SearchBox({
  action,
  labels,
  id,
  defaultValue,
  className = '',
}: {
  action: string;
  labels: SearchBoxLabels;
  id: string;
  defaultValue?: string;
  className?: string;
}) {
  return (
    <form role="search" action={action} method="get" aria-label={labels.label} className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <span className="relative min-w-0 flex-1">
        <MagnifierIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={labels.placeholder}
          maxLength={80}
          autoComplete="off"
          enterKeyHint="search"
          className="search-field"
        />
      </span>
      <button type="submit" className="quote-submit shrink-0 px-4">
        {labels.submit}
      </button>
    </form>
  );
}

/**
 * The header's search: a box in the bar from 1024 px; below, a magnifier button that opens the same
 * form under the bar. <details> opens and closes without JavaScript and is reachable by Tab.
 */
export function HeaderSearch({ action, labels }: { action: string; labels: SearchBoxLabels }) {
  return (
    <>
      <SearchBox action={action} labels={labels} id="header-search" className="hidden w-64 lg:flex xl:w-72" />
      <details className="group lg:hidden" data-testid="header-search-toggle">
        <summary
          aria-label={labels.label}
          className="grid size-11 cursor-pointer list-none place-items-center rounded-lg text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        >
          <MagnifierIcon className="size-6" />
        </summary>
        <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 py-3 shadow-md sm:px-6">
          <SearchBox action={action} labels={labels} id="header-search-compact" />
        </div>
      </details>
    </>
  );
}
