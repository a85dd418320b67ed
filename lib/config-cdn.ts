import { z } from 'zod';
import { ConfigError } from './config';

// The optional CDN purge (README "Behind a CDN"). Its own module beside lib/config.ts (which holds
// everything else and is at its size limit); validated when the server starts (lib/server-start.ts),
// so a half-configured purge refuses to start like any other setting. Edge-safe (no `node:` imports).

/** CDN_PURGE_URL + CDN_PURGE_TOKEN: after every admin write, the public URLs it changed are purged there. */
export type CdnPurgeConfig = { kind: 'none' } | { kind: 'purge-by-url'; url: string; token: string };

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

const cdnEnvSchema = z
  .object({
    // The token travels with every call: plain http only to this machine (a local purge relay).
    CDN_PURGE_URL: optional.pipe(
      z
        .url({ message: 'CDN_PURGE_URL must be an absolute URL' })
        .refine((v) => v.startsWith('https://') || (URL.canParse(v) && LOOPBACK.test(new URL(v).hostname)), {
          message: 'CDN_PURGE_URL must be an https:// URL (http:// only for localhost)',
        })
        .optional(),
    ),
    CDN_PURGE_TOKEN: optional,
  })
  .refine((e) => !!e.CDN_PURGE_URL === !!e.CDN_PURGE_TOKEN, {
    message: 'CDN_PURGE_URL and CDN_PURGE_TOKEN must be set together (or neither)',
  });

export function parseCdnPurge(env: Record<string, string | undefined>): CdnPurgeConfig {
  const parsed = cdnEnvSchema.safeParse({ CDN_PURGE_URL: env.CDN_PURGE_URL, CDN_PURGE_TOKEN: env.CDN_PURGE_TOKEN });
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message));
  const { CDN_PURGE_URL: url, CDN_PURGE_TOKEN: token } = parsed.data;
  return url && token ? { kind: 'purge-by-url', url, token } : { kind: 'none' };
}

let cached: CdnPurgeConfig | undefined;

/** Read once per process, at run time (one build serves any CDN). */
export function getCdnPurgeConfig(): CdnPurgeConfig {
  cached ??= parseCdnPurge({ CDN_PURGE_URL: process.env.CDN_PURGE_URL, CDN_PURGE_TOKEN: process.env.CDN_PURGE_TOKEN });
  return cached;
}
