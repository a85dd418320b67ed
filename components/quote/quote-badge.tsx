import type { QuoteBadgeLabels } from './labels';
import { QuoteCount } from './quote-count';

/**
 * The header's link to the quote list: an icon with the count in the bar (every width, so phones
 * see it without opening the menu), a text link in the mobile menu. A server component: only the
 * count (QuoteCount) ships as client JavaScript, the budgeted cost of every public page.
 */
export function QuoteBadge({ labels, variant = 'bar' }: { labels: QuoteBadgeLabels; variant?: 'bar' | 'menu' }) {
  const count = <QuoteCount countOne={labels.countOne} countOther={labels.countOther} />;
  if (variant === 'menu') {
    return (
      <a
        href={labels.href}
        className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-lg font-medium text-slate-900 hover:bg-brand-50"
      >
        {labels.label}
        {count}
      </a>
    );
  }
  return (
    <a
      href={labels.href}
      data-testid="quote-badge"
      className="relative grid size-11 shrink-0 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 hover:text-brand-700"
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M9 4h6a1 1 0 0 1 1 1v1H8V5a1 1 0 0 1 1-1Z" />
        <path d="M8 5H6a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2" />
        <path d="M8.5 11h7M8.5 15h5" strokeLinecap="round" />
      </svg>
      <span className="absolute -top-0.5 -right-0.5">
        <QuoteCount countOne={labels.countOne} countOther={labels.countOther} label={labels.label} />
      </span>
    </a>
  );
}
