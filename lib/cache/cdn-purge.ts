import { after } from 'next/server';
import { getConfig } from '../config';
import { getCdnPurgeConfig, type CdnPurgeConfig } from '../config-cdn';
import { LOCALES, isAppLocale, localizedPath, type AppLocale } from '../i18n/routing';

/**
 * The optional purge of a CDN after an admin write (README "Behind a CDN"). Without it, the public
 * pages' short shared lifetime (lib/http/cache-policy.ts) bounds how long a proxy shows the old
 * page; with it, the next request after the purge already gets the new one.
 *
 * The call is Cloudflare's purge-by-URL shape, which a small relay can offer in front of any other
 * cache: `POST <CDN_PURGE_URL>` with `Authorization: Bearer <CDN_PURGE_TOKEN>` and
 * `{"files": [absolute URLs]}` (Cloudflare: .../client/v4/zones/<zone id>/purge_cache).
 */

/** Cloudflare accepts at most 30 URLs per purge-by-URL call on every plan. */
export const URLS_PER_CALL = 30;
const TIMEOUT_MS = 5000;

// Which public paths each cache tag (lib/catalog/tags.ts, lib/blog/tags.ts, lib/home/tags.ts) stands for. A tag with
// a locale twin suffix (`item:4@zh-CN`) only touches that locale's page; a base tag every locale's.
const PATHS: [RegExp, (m: RegExpExecArray) => string[]][] = [
  [/^item:(\d+)$/, (m) => [`/product/${m[1]}`]],
  [/^category:(\d+)$/, (m) => [`/category/${m[1]}`]],
  [/^(?:items|categories)$/, () => ['/']],
  // The home page's own content (lib/home/tags.ts).
  [/^home$/, () => ['/']],
  [/^posts$/, () => ['/blog', '/blog/rss.xml', '/blog/posts.json']],
  [/^post:(.+)$/, (m) => [`/blog/${encodeURIComponent(m[1] as string)}`]],
];

/**
 * The absolute public URLs (every locale the tags reach) an admin write that refreshed `tags` changed,
 * plus `pages`: prefixed paths only the write knows, such as a product's address under its old and
 * new slug (lib/seo/catalog-paths.ts); the tags give the bare id address, which redirects there.
 */
export function publicUrlsForTags(tags: readonly string[], siteUrl: string, pages: readonly string[] = []): string[] {
  const urls = new Set<string>(pages.map((p) => siteUrl.replace(/\/+$/, '') + p));
  for (const full of tags) {
    const at = full.lastIndexOf('@');
    const suffix = at > 0 ? full.slice(at + 1) : '';
    const tag = isAppLocale(suffix) ? full.slice(0, at) : full;
    const locales: readonly AppLocale[] = isAppLocale(suffix) ? [suffix] : LOCALES;
    for (const [pattern, paths] of PATHS) {
      const m = pattern.exec(tag);
      if (!m) continue;
      for (const locale of locales) for (const p of paths(m)) urls.add(siteUrl.replace(/\/+$/, '') + localizedPath(locale, p));
    }
  }
  return [...urls];
}

/** Sends the purge in calls of at most URLS_PER_CALL URLs. Never throws: returns what failed. */
export async function sendPurge(urls: readonly string[], config: CdnPurgeConfig): Promise<string[]> {
  if (config.kind === 'none' || urls.length === 0) return [];
  const failures: string[] = [];
  for (let i = 0; i < urls.length; i += URLS_PER_CALL) {
    const files = urls.slice(i, i + URLS_PER_CALL);
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ files }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { success?: boolean } | null;
      // Cloudflare answers 200 with `success: false` for some refusals.
      if (!response.ok || body?.success === false) failures.push(`HTTP ${response.status} for ${files.length} URL(s)`);
    } catch (error) {
      failures.push(`${error instanceof Error ? error.message : String(error)} for ${files.length} URL(s)`);
    }
  }
  return failures;
}

/** Paths beyond the tags' own, or a lookup of them run with the purge (after the response). */
export type PurgePages = readonly string[] | (() => Promise<readonly string[]>);

async function purgeNow(tags: readonly string[], config: CdnPurgeConfig, pages: PurgePages): Promise<void> {
  const listed =
    typeof pages === 'function'
      ? await pages().catch((error: unknown) => {
          // The tags' own addresses are still purged; the rest refresh within their shared lifetime.
          console.error("[cdn-purge] could not list the written pages' addresses", error);
          return [];
        })
      : pages;
  const urls = publicUrlsForTags(tags, getConfig().siteUrl, listed);
  const failures = await sendPurge(urls, config);
  // The write itself succeeded: a failed purge only means the old page stays until its short
  // shared lifetime ends, so it is logged, never reported to the admin as a failed save.
  for (const failure of failures) console.error(`[cdn-purge] purge failed (pages refresh within their shared lifetime): ${failure}`);
}

/**
 * Call right after the cache tags of a successful write are refreshed. Runs after the response
 * (Next's `after`), so the admin never waits for the CDN; outside a request (scripts) it runs at once.
 */
export function purgeCdnForTags(tags: readonly string[], pages: PurgePages = []): void {
  const config = getCdnPurgeConfig();
  if (config.kind === 'none') return;
  try {
    after(() => purgeNow(tags, config, pages));
  } catch {
    void purgeNow(tags, config, pages);
  }
}
