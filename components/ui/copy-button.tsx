'use client';

import { useState } from 'react';

// The admin screens' teal outline, or the sign-in and two-factor pages' brand colour.
const LOOKS = {
  admin: 'text-teal-800 ring-teal-700 hover:bg-teal-50 focus-visible:outline-teal-700',
  auth: 'text-brand-700 ring-brand-600 hover:bg-brand-50 focus-visible:outline-brand-500',
} as const;

/**
 * A button that copies `text` to the clipboard and says how that went in a polite status region
 * beside it ("Copied", or what to do when the browser refused). The region is in the page from the
 * start, so screen readers announce its change. Strings come as props: it serves pages with and
 * without next-intl in the browser.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  name,
  look = 'admin',
}: {
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
  /** The button's accessible name when the visible label alone is ambiguous on the page. */
  name?: string;
  look?: keyof typeof LOOKS;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    // Cleared first, so a second copy is announced again.
    setState('idle');
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={name}
        className={`min-h-11 rounded-xl bg-white px-4 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 ${LOOKS[look]}`}
      >
        {label}
      </button>
      <span role="status" className={`text-sm font-medium ${state === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}>
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
