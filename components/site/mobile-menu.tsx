'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog's code (focus trap, scroll lock) is fetched on the first open, not with every page.
// React.lazy (mounted after a click only, no SSR): next/dynamic's loader would cost every page ~1.6 kB.
const Dialog = lazy(() => import('@/components/ui/dialog').then((m) => ({ default: m.Dialog })));

/**
 * Small screens: a full-screen menu sliding in from the right (300 ms). The Dialog locks body
 * scrolling, traps focus, closes on Escape and returns focus to the menu button. Following a link
 * inside closes it.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  title,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={() => setOpen(false)} label={openLabel} variant="slide">
            <div
              className="flex h-full flex-col overflow-y-auto"
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) setOpen(false);
              }}
            >
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                {title}
                <button
                  type="button"
                  aria-label={closeLabel}
                  onClick={() => setOpen(false)}
                  className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
                >
                  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              <div className="flex flex-1 flex-col gap-6 px-4 py-6">{children}</div>
            </div>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
