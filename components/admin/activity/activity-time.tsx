'use client';

import { formatScheduleTime } from '@/lib/blog/admin/schedule-time';
import { useBrowserZone } from '../blog/use-browser-zone';

/**
 * An entry's time in the admin's time zone (the browser's), as the blog schedule shows it. The
 * server cannot know the zone: it renders UTC, and the browser re-renders with its own after
 * hydration (the <time> element keeps the exact instant either way).
 */
export function ActivityTime({ iso, locale }: { iso: string; locale: string }) {
  const zone = useBrowserZone();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatScheduleTime(iso, locale, zone ?? 'UTC')}
    </time>
  );
}
