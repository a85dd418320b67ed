'use client';

import { useEffect } from 'react';

export type ToastMessage = { id: number; kind: 'success' | 'error'; text: string };

type Props = { toast: ToastMessage | null; onDismiss: () => void; dismissLabel: string; durationMs?: number };

/** One toast at a time, announced politely (role=status); errors stay until dismissed. */
export function Toast({ toast, onDismiss, dismissLabel, durationMs = 4000 }: Props) {
  useEffect(() => {
    if (!toast || toast.kind === 'error') return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss, durationMs]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:bottom-6"
    >
      {toast ? (
        <div
          key={toast.id}
          data-testid="toast"
          className={`pointer-events-auto flex max-w-lg items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ring-1 ${
            toast.kind === 'success' ? 'bg-emerald-700 text-white ring-emerald-800' : 'bg-red-700 text-white ring-red-800'
          }`}
        >
          <span aria-hidden="true">{toast.kind === 'success' ? '✓' : '!'}</span>
          <span className="flex-1">{toast.text}</span>
          <button type="button" onClick={onDismiss} className="rounded px-1 text-white/80 hover:text-white" aria-label={dismissLabel}>
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
