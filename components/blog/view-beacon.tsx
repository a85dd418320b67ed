'use client';

import { useEffect } from 'react';

/** Counts a view without making the cached article dynamic: one POST after the page shows. */
export function ViewBeacon({ postId }: { postId: string }) {
  useEffect(() => {
    const body = JSON.stringify({ postId });
    fetch('/api/blog/views', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
      () => {}, // never bothers the reader; the server logs its own failures
    );
  }, [postId]);
  return null;
}
