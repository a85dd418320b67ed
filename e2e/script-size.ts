import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';

/** The module scripts a page's HTML loads up front (script src + preload/modulepreload), absolute. */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    if (!/\bnomodule\b/i.test(m[0])) urls.add(m[1]!);
  }
  for (const m of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && (/\bas="script"/.test(m[0]) || /modulepreload/.test(m[0]))) urls.add(href);
  }
  return [...urls].map((u) => new URL(u.replace(/&amp;/g, '&'), pageUrl).toString());
}

/**
 * First-load JavaScript of a page, gzip level 9 as `npm run bench` counts it: the size in KiB (one
 * decimal) and each script's text, so callers can look for what must not be there.
 */
export async function firstLoadScripts(request: APIRequestContext, path: string): Promise<{ kib: number; texts: Map<string, string> }> {
  const response = await request.get(path);
  if (response.status() !== 200) throw new Error(`${path}: HTTP ${response.status()}`);
  const texts = new Map<string, string>();
  let gzip = 0;
  for (const url of scriptUrls(await response.text(), response.url())) {
    const body = await (await request.get(url)).body();
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    texts.set(url, body.toString('utf8'));
  }
  return { kib: Math.round((gzip / 1024) * 10) / 10, texts };
}
