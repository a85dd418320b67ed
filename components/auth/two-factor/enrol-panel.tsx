import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

/** Hides an element of the enrolment once it shows its recovery codes. */
export const DONE_HIDDEN = 'group-has-[[data-testid=recovery-codes]]/enrol:hidden';

/**
 * Enrolment: the QR code (an SVG made on the server) and the same key to type by hand, then the
 * form for the first code. The SVG is the QR library's own output for our URI (paths only). The
 * key is a read-only field named by the sentence above it (its text, grouped by four, is what the
 * specs read), with a Copy button that copies it without the spaces.
 */
export function EnrolPanel({
  qrSvg,
  manualKey,
  labels,
  children,
}: {
  qrSvg: string;
  manualKey: string;
  labels: { scan: string; manualKey: string; qrAlt: string; otherSessions: string; copyKey: string; copied: string; copyFailed: string };
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
          <p id="two-factor-key-label" className="text-sm text-slate-700">
            {labels.manualKey}
          </p>
          <div
            role="textbox"
            aria-readonly="true"
            aria-labelledby="two-factor-key-label"
            tabIndex={0}
            className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-300 select-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            data-testid="two-factor-key"
          >
            {manualKey}
          </div>
          <div className="mt-2">
            <CopyButton
              text={manualKey.replace(/\s+/g, '')}
              label={labels.copyKey}
              copiedLabel={labels.copied}
              failedLabel={labels.copyFailed}
              look="auth"
            />
          </div>
        </div>
        <p className="text-sm text-slate-600">{labels.otherSessions}</p>
      </div>
      {children}
    </div>
  );
}
