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
 * The header's search: one form for every width (the header is in every page, twice: HTML and RSC
 * data). Under 1024 px a magnifier opens it below the bar; from 1024 px it sits in the bar
 * (app/globals.css, `.hsearch*`). <details> opens and closes without JavaScript and is reached by Tab.
 */
export function HeaderSearch({ action, labels }: { action: string; labels: SearchBoxLabels }) {
  return (
    <details className="hsearch" data-testid="header-search-toggle">
      <summary aria-label={labels.label} className="hsearch-toggle" />
      <form role="search" action={action} aria-label={labels.label} className="hsearch-form">
        <label htmlFor="header-search" className="sr-only">
          {labels.label}
        </label>
        <input id="header-search" type="search" name="q" placeholder={labels.placeholder} maxLength={80} className="search-field" />
        <button type="submit" className="quote-submit px-4">
          {labels.submit}
        </button>
      </form>
    </details>
  );
}
