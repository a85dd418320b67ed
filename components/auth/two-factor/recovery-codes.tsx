'use client';

import { useEffect, useRef } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

export type RecoveryCodeLabels = {
  recoveryTitle: string;
  recoveryShownOnce: string;
  continue: string;
  copyCodes: string;
  copied: string;
  copyCodesFailed: string;
  downloadCodes: string;
  /** The text file's first line (names the site). */
  codesFileHeading: string;
  /** recovery-codes-<site>.txt */
  codesFileName: string;
};

/** The text file (and the clipboard's text): the heading, a blank line, one code per line. */
export function recoveryCodesText(heading: string, codes: string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * Fresh recovery codes, shown once: the list, a Copy button (its result announced beside it) and a
 * download of the same text as a file. The download is a link to a data: URL with `download`: a
 * download is not a fetch the pages' CSP governs (e2e/two-factor.spec.ts downloads it under the admin
 * pages' nonce policy). The heading takes the focus once, when the codes appear.
 */
export function RecoveryCodes({ id, codes, next, labels }: { id: string; codes: string[]; next: string; labels: RecoveryCodeLabels }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const text = recoveryCodesText(labels.codesFileHeading, codes);
  // A data: URL holds the file itself: nothing to release afterwards, and it is there from the first render.
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={`${id}-codes-heading`} data-testid="recovery-codes" className="space-y-3">
      <h2 id={`${id}-codes-heading`} tabIndex={-1} ref={heading} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {labels.recoveryTitle}
      </h2>
      <p className="text-sm text-slate-700">{labels.recoveryShownOnce}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200">
        {codes.map((c) => (
          <li key={c} data-recovery-code={c}>
            {c}
          </li>
        ))}
      </ol>
      {/* The download first: the Copy button's status, at the end of the row, moves nothing when it appears. */}
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={href}
          download={labels.codesFileName}
          className="inline-flex min-h-11 items-center rounded-xl bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
          data-testid="recovery-codes-download"
        >
          {labels.downloadCodes}
        </a>
        <CopyButton text={text} label={labels.copyCodes} copiedLabel={labels.copied} failedLabel={labels.copyCodesFailed} look="auth" />
      </div>
      <a
        href={next}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-600"
      >
        {labels.continue}
      </a>
    </section>
  );
}
