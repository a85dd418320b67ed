'use client';

import { useEffect, useState } from 'react';

type Session = { signedIn: boolean; email: string | null; isBlogAdmin: boolean };
/** Strings and already-localised hrefs from the server (no next-intl runtime in the browser). */
export type HeaderAuthLabels = { login: string; logout: string; adminPanel: string; loginHref: string; adminHref: string };

const SIGNED_OUT: Session = { signedIn: false, email: null, isBlogAdmin: false };
// The bar and the mobile menu both show the state: one request serves both (for a few seconds).
let shared: { at: number; promise: Promise<Session> } | null = null;

function loadSession(): Promise<Session> {
  if (shared && Date.now() - shared.at < 5000) return shared.promise;
  const promise = fetch('/api/auth/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<Session>) : SIGNED_OUT))
    .catch(() => SIGNED_OUT);
  shared = { at: Date.now(), promise };
  return promise;
}

/**
 * Signed-in state, read after hydration from GET /api/auth/session, so public pages never read
 * cookies while rendering and stay cached. Renders nothing while the session loads (SPEC).
 */
export function HeaderAuth({ labels, variant = 'bar' }: { labels: HeaderAuthLabels; variant?: 'bar' | 'menu' }) {
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    let active = true;
    void loadSession().then((s) => {
      if (active) setSession(s);
    });
    return () => {
      active = false;
    };
  }, []);

  const wrap = variant === 'menu' ? 'flex flex-col gap-3' : 'flex items-center gap-2';
  // Component classes (app/globals.css): written once there, not in every page's script.
  const primary = 'auth-primary';
  const secondary = 'auth-secondary';

  if (!session) return <div className={variant === 'bar' ? 'min-w-20' : 'min-h-11'} aria-hidden="true" />;
  if (!session.signedIn) {
    return (
      <div className={wrap}>
        <a href={labels.loginHref} className={primary}>
          {labels.login}
        </a>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <a href={labels.adminHref} className={primary}>
        {labels.adminPanel}
      </a>
      <form method="post" action="/api/auth/logout" className={variant === 'menu' ? 'flex' : ''}>
        <button type="submit" className={`${secondary} ${variant === 'menu' ? 'w-full' : ''}`}>
          {labels.logout}
        </button>
      </form>
    </div>
  );
}
