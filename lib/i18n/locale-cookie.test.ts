import { describe, expect, it } from 'vitest';
import { localeCookieString } from './locale-cookie';
import { LOCALE_COOKIE } from './routing';

describe('localeCookieString', () => {
  it('stores the choice like next-intl’s Link did: NEXT_LOCALE, path /, one year, SameSite=Lax', () => {
    const cookie = localeCookieString('id');
    expect(cookie.startsWith(`${LOCALE_COOKIE}=id;`)).toBe(true);
    expect(cookie).toContain('path=/;');
    expect(cookie).toContain(`max-age=${60 * 60 * 24 * 365};`);
    expect(cookie.toLowerCase()).toContain('samesite=lax;');
  });
});
