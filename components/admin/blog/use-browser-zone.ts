'use client';

import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '@/lib/blog/admin/schedule-time';

const noSubscription = () => () => {};

/**
 * The admin's time zone (the browser's), for entering and showing scheduled times. Null while the
 * server renders (it cannot know it); React re-renders with the browser's value after hydration.
 */
export function useBrowserZone(): string | null {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => null);
}
