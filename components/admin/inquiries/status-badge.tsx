import type { InquiryStatus, SampleStatus } from '@/lib/inquiries/contract';

const TONE: Record<InquiryStatus, string> = {
  new: 'bg-sky-100 text-sky-900 ring-sky-300',
  contacted: 'bg-amber-100 text-amber-900 ring-amber-300',
  quoted: 'bg-violet-100 text-violet-900 ring-violet-300',
  won: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  lost: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** The status as a coloured pill; the text carries the meaning, the colour only helps scanning. */
export function InquiryStatusBadge({ status, label }: { status: InquiryStatus; label: string }) {
  return (
    <span
      data-testid="inquiry-status"
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONE[status]}`}
    >
      {label}
    </span>
  );
}

const SAMPLE_TONE: Record<SampleStatus, string> = {
  requested: 'bg-orange-50 text-orange-900 ring-orange-300',
  sent: 'bg-sky-50 text-sky-900 ring-sky-300',
  received: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
};

/** The sample shipment's status beside the sales status ("Sample sent"): the words say it all. */
export function SampleStatusBadge({ status, label }: { status: SampleStatus; label: string }) {
  return (
    <span
      data-testid="sample-status"
      data-status={status}
      className={`inline-flex items-center rounded-full border border-dashed px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${SAMPLE_TONE[status]}`}
    >
      {label}
    </span>
  );
}
