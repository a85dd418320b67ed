import type { BlogPostStatus } from '@/lib/db/schema';

const STYLES: Record<BlogPostStatus, string> = {
  published: 'bg-green-100 text-green-800 ring-green-600/20',
  draft: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  scheduled: 'bg-indigo-100 text-indigo-800 ring-indigo-600/30',
  archived: 'bg-slate-200 text-slate-700 ring-slate-500/20',
};

/** Green published, yellow draft, indigo scheduled (waiting for its time), grey archived. */
export function StatusBadge({ status, label }: { status: BlogPostStatus; label: string }) {
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLES[status]}`}
    >
      {label}
    </span>
  );
}
