/** A category label with its colour as a dot (readable whatever the colour). */
export function CategoryBadge({ name, color, lang }: { name: string; color: string; lang?: string }) {
  return (
    <span
      lang={lang}
      data-testid="category-badge"
      className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: color }} />
      {name}
    </span>
  );
}
