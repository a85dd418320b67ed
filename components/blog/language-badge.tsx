/**
 * Marks a post shown in another language than the page's (an English-only post on /id or /zh-CN):
 * the label is in the page's language; the post's own text carries `lang` where it is shown.
 */
export function LanguageBadge({ label }: { label: string }) {
  return (
    <span
      data-testid="language-badge"
      className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900"
    >
      {label}
    </span>
  );
}
