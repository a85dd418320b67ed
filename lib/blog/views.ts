import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clientIp } from '@/lib/auth/client-ip';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { requestHost } from '@/lib/http/forwarded';

// Crawlers, link previews, monitors and command-line clients do not count as readers.
const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|discord|skype|linkedin|pinterest|vkshare|w3c_validator|lighthouse|pagespeed|curl|wget|python-requests|httpclient|okhttp|go-http-client|node-fetch|axios|monitor|uptime|preview/i;

/**
 * Views one address may add per day across all posts (one per post). Enough for a reader, an
 * office behind one address, or a shared connection; a script cannot go past it.
 */
export const MAX_VIEWS_PER_ADDRESS_PER_DAY = 20;

/** The beacon's body is `{"postId":"<uuid>"}`: anything past this is not a beacon. */
export const VIEW_BODY_MAX_BYTES = 2048;

export function isBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || BOT_PATTERN.test(ua);
}

/** The visitor's address as the server can trust it (the socket's, unless TRUST_PROXY). */
export function visitorIp(headers: Headers): string {
  return clientIp(headers, getConfig().trustProxy);
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Salted so the stored hash cannot be reversed to an IP address by trying them all. The address
 * only, not the User-Agent: a client chooses its User-Agent, so it would be a new visitor each time.
 */
export function visitorHash(ip: string, day: string): string {
  const salt = getConfig().sessionSecret ?? 'blog-views';
  return createHash('sha256').update(`${salt}|${day}|${ip}`).digest('base64url');
}

/**
 * Only the article page's own beacon counts: a browser sends Origin on a POST, and it must be this
 * site (a page elsewhere cannot make its visitors count views here). Without Origin, Sec-Fetch-Site
 * must say same-origin; a request with neither is not a browser's beacon. X-Forwarded-Host names
 * the site only behind a trusted proxy (otherwise the client could send it to match its Origin).
 */
export function isSameSiteBeacon(headers: Headers, trustProxy = getConfig().trustProxy): boolean {
  const host = requestHost(headers, trustProxy);
  const origin = headers.get('origin');
  if (origin) {
    if (!host || origin === 'null') return false;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return headers.get('sec-fetch-site') === 'same-origin';
}

class QuotaReached extends Error {}

/**
 * Counts one view of a published post unless this visitor was already counted for it today, or
 * has used up today's views across posts. One transaction: record the visit (the primary key
 * post/day/visitor refuses a repeat, also under concurrency), take one from the visitor's daily
 * quota (the row lock serialises that visitor's concurrent beacons; past the cap the transaction
 * rolls back, visit included), then increment_blog_views. Returns whether the view was counted.
 */
export async function recordPostView(postId: string, visitor: string, day: string): Promise<boolean> {
  const db = await getDb();
  let counted = false;
  try {
    await db.transaction(async (tx) => {
      const visit = await executeRows(
        tx,
        sql`
          insert into blog_post_views (post_id, view_date, visitor_hash)
          select p.id, ${day}::date, ${visitor} from blog_posts p where p.id = ${postId}::uuid
            and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
          on conflict do nothing
          returning post_id
        `,
      );
      if (visit.length === 0) return;
      const quota = await executeRows(
        tx,
        sql`
          insert into blog_view_quota as q (view_date, visitor_hash, views) values (${day}::date, ${visitor}, 1)
          on conflict (view_date, visitor_hash) do update set views = q.views + 1
            where q.views < ${MAX_VIEWS_PER_ADDRESS_PER_DAY}
          returning views
        `,
      );
      if (quota.length === 0) throw new QuotaReached();
      await tx.execute(sql`select increment_blog_views(${postId}::uuid)`);
      counted = true;
    });
  } catch (error) {
    if (error instanceof QuotaReached) return false;
    throw error;
  }
  // Old rows are only needed for today's de-duplication and quota; trim now and then.
  if (counted && Math.random() < 0.02) {
    await db.execute(sql`delete from blog_post_views where view_date < ${day}::date - 1`);
    await db.execute(sql`delete from blog_view_quota where view_date < ${day}::date - 1`);
  }
  return counted;
}
