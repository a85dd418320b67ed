'use client';

import { useEffect, useRef } from 'react';
import type { EditorStatus } from '@/lib/blog/admin/schemas';

type Save = (status: EditorStatus, scheduledAt?: string) => void;

/**
 * The save and schedule buttons stay enabled while the live slug check runs: a click that lands in
 * that moment (the check starts 800 ms after typing stops, often just as the admin reaches for a
 * button) is held and runs as soon as the check has answered, instead of falling on a button that
 * was disabled under the pointer and doing nothing. The save itself still never races the check.
 */
export function useSaveAfterSlugCheck(checkingSlug: boolean, save: Save): Save {
  const held = useRef<Parameters<Save> | null>(null);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (checkingSlug || !held.current) return;
    const args = held.current;
    held.current = null;
    latest.current(...args);
  }, [checkingSlug]);
  return (status, scheduledAt) => {
    if (checkingSlug) held.current = [status, scheduledAt];
    else save(status, scheduledAt);
  };
}
