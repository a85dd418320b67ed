import type { ListView } from '@/lib/blog/search';

const icons: Record<ListView, string> = {
  grid: 'M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z',
  list: 'M3 4h14v3H3zM3 8.5h14v3H3zM3 13h14v3H3z',
};

/** Grid/list switch: two toggle buttons (aria-pressed). Inert without a handler (server fallback). */
export function ViewToggle({
  view,
  onView,
  labels,
}: {
  view: ListView;
  onView?: (view: ListView) => void;
  labels: { group: string; grid: string; list: string };
}) {
  return (
    <div role="group" aria-label={labels.group} className="flex flex-none rounded-lg border border-slate-300 p-0.5">
      {(['grid', 'list'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          aria-label={labels[v]}
          title={labels[v]}
          onClick={onView ? () => onView(v) : undefined}
          className={`flex h-9 w-9 items-center justify-center rounded-md ${view === v ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d={icons[v]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
