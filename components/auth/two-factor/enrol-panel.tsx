import type { ReactNode } from 'react';

/** Hides an element of the enrolment once it shows its recovery codes. */
export const DONE_HIDDEN = 'group-has-[[data-testid=recovery-codes]]/enrol:hidden';

/**
 * Enrolment: the QR code (an SVG made on the server) and the same key to type by hand, then the
 * form for the first code. The SVG is the QR library's own output for our URI (paths only).
 */
export function EnrolPanel({
  qrSvg,
  manualKey,
  labels,
  children,
}: {
  qrSvg: string;
  manualKey: string;
  labels: { scan: string; manualKey: string; qrAlt: string; otherSessions: string };
  children: ReactNode;
}) {
  return (
    <div className="group/enrol space-y-4" data-testid="two-factor-enrol">
      {/* Once the codes are shown the setup is done: the QR code and key step aside (CSS only). */}
      <div className={`space-y-4 ${DONE_HIDDEN}`}>
        <p className="text-sm text-slate-700">{labels.scan}</p>
        <div
          role="img"
          aria-label={labels.qrAlt}
          className="mx-auto w-48 max-w-full rounded-lg bg-white p-2 ring-1 ring-slate-200 [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <div>
          <p className="text-sm text-slate-700">{labels.manualKey}</p>
          <p
            className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-200"
            data-testid="two-factor-key"
          >
            {manualKey}
          </p>
        </div>
        <p className="text-sm text-slate-600">{labels.otherSessions}</p>
      </div>
      {children}
    </div>
  );
}
