import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { parseCdnPurge } from './config-cdn';

const CF = 'https://api.cloudflare.com/client/v4/zones/0123abcd/purge_cache';

describe('parseCdnPurge', () => {
  it('is off by default and on with both variables', () => {
    expect(parseCdnPurge({})).toEqual({ kind: 'none' });
    expect(parseCdnPurge({ CDN_PURGE_URL: ' ', CDN_PURGE_TOKEN: '' })).toEqual({ kind: 'none' });
    expect(parseCdnPurge({ CDN_PURGE_URL: CF, CDN_PURGE_TOKEN: 'tok' })).toEqual({ kind: 'purge-by-url', url: CF, token: 'tok' });
    expect(parseCdnPurge({ CDN_PURGE_URL: 'http://127.0.0.1:9000/purge', CDN_PURGE_TOKEN: 'tok' }).kind).toBe('purge-by-url');
  });

  it('refuses half a configuration, a relative URL and a token sent in clear to another host', () => {
    for (const env of [
      { CDN_PURGE_URL: CF },
      { CDN_PURGE_TOKEN: 'tok' },
      { CDN_PURGE_URL: '/purge', CDN_PURGE_TOKEN: 'tok' },
      { CDN_PURGE_URL: 'http://cdn.example/purge', CDN_PURGE_TOKEN: 'tok' },
    ]) {
      expect(() => parseCdnPurge(env)).toThrow(ConfigError);
    }
  });
});
