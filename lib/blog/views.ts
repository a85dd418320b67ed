import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clientIp } from '@/lib/auth/client-ip';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';

// Crawlers, link previews, monitors and command-line clients do not count as readers.
const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|discord|skype|linkedin|pinterest|vkshare|w3c_validator|lighthouse|pagespeed|curl|wget|python-requests|httpclient|okhttp|go-http-client|node-fetch|axios|monitor|uptime|preview/i;

export function isBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || BOT_PATTERN.test(ua);
}

/** The visitor's address, as the sign-in throttling reads it (TRUST_PROXY aware). */
export function visitorIp(headers: Headers): string {
  return clientIp(headers, getConfig().trustProxy);
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Salted so the stored hash cannot be reversed to an IP address by trying them all. */
export function visitorHash(ip: string, userAgent: string, day: string): string {
  const salt = getConfig().sessionSecret ?? 'blog-views';
  return createHash('sha256').update(`${salt}|${day}|${ip}|${userAgent}`).digest('base64url');
}

/**
 * Counts one view of a published post unless this visitor was already counted today.
 * One statement: record the visit, and only when it is new, run increment_blog_views.
 * Returns whether the view was counted.
 */
export async function recordPostView(postId: string, visitor: string, day: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.execute<{ post_id: string }>(sql`
    with visit as (
      insert into blog_post_views (post_id, view_date, visitor_hash)
      select p.id, ${day}::date, ${visitor} from blog_posts p where p.id = ${postId}::uuid and p.status = 'published'
      on conflict do nothing
      returning post_id
    )
    select post_id, increment_blog_views(post_id) from visit
  `);
  const list = Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? []);
  // Old visits are only needed for today's de-duplication; trim now and then.
  if (list.length > 0 && Math.random() < 0.02) {
    await db.execute(sql`delete from blog_post_views where view_date < ${day}::date - 1`);
  }
  return list.length > 0;
}
