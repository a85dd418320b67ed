'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ALERT_DISMISS_MS } from '@/lib/blog/admin/schemas';

export type AlertKind = 'success' | 'error' | 'warning' | 'info';
export type AlertItem = { id: number; kind: AlertKind; title: string; body?: string };

const STYLES: Record<AlertKind, string> = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
};

/**
 * Alerts at the top: dismissible, gone by themselves after 5000 ms (SPEC section 9). One at a
 * time: a new alert replaces the current one, so adding several blocks in a row does not stack
 * 'Block Added' cards that push the form down (and a screen reader hears each once).
 */
export function useAlerts(initial: Omit<AlertItem, 'id'>[] = []) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const next = useRef(1);
  // An alert the page opens with (SPEC: 'Loaded') is put into the live region after it is on the
  // page: text present in a status region from the first paint is not announced, text added to
  // it is, politely (a status never takes focus).
  const first = useRef(initial.slice(-1));
  useEffect(() => {
    const [opening] = first.current;
    first.current = [];
    if (opening) setAlerts((list) => (list.length ? list : [{ ...opening, id: -1 }]));
  }, []);
  const dismiss = useCallback((id: number) => setAlerts((list) => list.filter((a) => a.id !== id)), []);
  const push = useCallback((kind: AlertKind, title: string, body?: string) => {
    const id = next.current++;
    setAlerts([{ id, kind, title, body }]);
  }, []);
  return { alerts, push, dismiss };
}

function AlertCard({ alert, onDismiss, dismissLabel }: { alert: AlertItem; onDismiss: (id: number) => void; dismissLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(alert.id), ALERT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [alert.id, onDismiss]);
  return (
    <div
      data-testid="admin-alert"
      data-kind={alert.kind}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 shadow-sm ${STYLES[alert.kind]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{alert.title}</p>
        {alert.body && <p className="text-sm">{alert.body}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(alert.id)}
        aria-label={dismissLabel}
        className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-2"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

type StackProps = {
  alerts: AlertItem[];
  onDismiss: (id: number) => void;
  dismissLabel: string;
  /** 'inline': in the page flow, at the top of the screen; 'toast': fixed at the bottom right. */
  placement?: 'inline' | 'toast';
};

export function AlertStack({ alerts, onDismiss, dismissLabel, placement = 'toast' }: StackProps) {
  const position = placement === 'toast' ? 'fixed inset-x-4 bottom-20 z-50 sm:left-auto sm:w-96 md:bottom-4' : 'mb-4 empty:mb-0';
  // The one live region: the cards inside carry no role of their own (nested live regions are
  // announced twice); aria-atomic reads the whole replacement card.
  return (
    <div aria-live="polite" aria-atomic="true" role="status" className={`flex flex-col gap-2 ${position}`}>
      {alerts.map((a) => (
        <AlertCard key={a.id} alert={a} onDismiss={onDismiss} dismissLabel={dismissLabel} />
      ))}
    </div>
  );
}
