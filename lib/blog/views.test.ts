import { describe, expect, it } from 'vitest';
import { isBot, isSameSiteBeacon, utcDay, visitorHash } from './views';

describe('view counting helpers', () => {
  it('recognises bots, previews and tools, not browsers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23',
      'curl/8.5.0',
      'python-requests/2.31',
      '',
    ]) {
      expect(isBot(ua), ua).toBe(true);
    }
    expect(
      isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe(false);
  });

  it('hashes address + day, differently per day, without the raw IP', () => {
    const a = visitorHash('203.0.113.1', '2026-01-01');
    expect(a).toBe(visitorHash('203.0.113.1', '2026-01-01'));
    expect(a).not.toBe(visitorHash('203.0.113.1', '2026-01-02'));
    expect(a).not.toBe(visitorHash('203.0.113.2', '2026-01-01'));
    expect(a).not.toContain('203.0.113.1');
    expect(utcDay(new Date('2026-03-05T23:59:00Z'))).toBe('2026-03-05');
  });

  it('accepts only same-site beacons', () => {
    const h = (init: Record<string, string>) => new Headers(init);
    expect(isSameSiteBeacon(h({ host: 'shop.example', origin: 'https://shop.example' }), 0)).toBe(true);
    expect(isSameSiteBeacon(h({ host: 'shop.example', origin: 'https://evil.example' }), 0)).toBe(false);
    expect(isSameSiteBeacon(h({ host: 'shop.example', origin: 'null' }), 0)).toBe(false);
    expect(isSameSiteBeacon(h({ host: 'shop.example', origin: 'not a url' }), 0)).toBe(false);
    expect(isSameSiteBeacon(h({ host: 'shop.example' }), 0)).toBe(false);
    expect(isSameSiteBeacon(h({ host: 'shop.example', 'sec-fetch-site': 'same-origin' }), 0)).toBe(true);
    expect(isSameSiteBeacon(h({ host: 'shop.example', 'sec-fetch-site': 'same-site' }), 0)).toBe(false);
    // X-Forwarded-Host names the site only behind a trusted proxy.
    const forged = h({ host: '127.0.0.1:3000', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(isSameSiteBeacon(forged, 0)).toBe(false);
    expect(isSameSiteBeacon(h({ host: '127.0.0.1:3000', origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' }), 1)).toBe(
      true,
    );
  });
});
