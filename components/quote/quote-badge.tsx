import type { QuoteBadgeLabels } from './labels';
import { QuoteCount } from './quote-count';

/**
 * The header's call to action, "Request a quote", linking the quote list with its count: a button
 * in the bar (the full words from 640 px, a short word on phones, so it fits beside the logo, the
 * search and the menu button), a text link in the mobile menu. A server component: only the count
 * (QuoteCount) ships as client JavaScript, the budgeted cost of every public page. In both, the
 * visible words are hidden from screen readers: the count's text says the whole name at once
 * ("Request a quote, 2 products"; "Request a quote" while the list is empty), as separate boxes
 * would put a space before the comma.
 */
export function QuoteBadge({
  labels,
  shortLabel = labels.label,
  variant = 'bar',
}: {
  labels: QuoteBadgeLabels;
  /** The bar's word on phones (a part of `labels.label`, so the visible words stay in the name). */
  shortLabel?: string;
  variant?: 'bar' | 'menu';
}) {
  if (variant === 'menu') {
    return (
      <a
        href={labels.href}
        className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-lg font-medium text-slate-900 hover:bg-brand-50"
      >
        <span aria-hidden="true">{labels.label}</span>
        <QuoteCount countOne={labels.countOne} countOther={labels.countOther} label={labels.label} />
      </a>
    );
  }
  return (
    <a href={labels.href} data-testid="quote-badge" className="quote-cta">
      <span aria-hidden="true" className="sm:hidden">
        {shortLabel}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {labels.label}
      </span>
      <span className="quote-cta-count">
        <QuoteCount countOne={labels.countOne} countOther={labels.countOther} label={labels.label} />
      </span>
    </a>
  );
}
