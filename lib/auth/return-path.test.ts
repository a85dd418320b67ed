import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeReturnPath } from './return-path';

describe('safeReturnPath / afterSignInPath', () => {
  it('goes back to an admin page, in the sign-in language', () => {
    expect(safeReturnPath('/id/admin-panel/blog', 'id')).toBe('/id/admin-panel/blog');
    expect(safeReturnPath('/admin-panel/edit/12?tab=photos', 'en')).toBe('/admin-panel/edit/12?tab=photos');
    // The language of the sign-in form wins over the one in the path.
    expect(safeReturnPath('/id/admin-panel/settings', 'zh-CN')).toBe('/zh-CN/admin-panel/settings');
    expect(safeReturnPath('/admin-panel', 'id')).toBe('/id/admin-panel');
    expect(safeReturnPath('/admin-panel/itemlist?_rsc=1x2y&q=box', 'en')).toBe('/admin-panel/itemlist?q=box');
    expect(safeReturnPath('/admin-panel/settings?_rsc=abc', 'en')).toBe('/admin-panel/settings');
  });

  it('defaults to the admin home in the sign-in language', () => {
    expect(afterSignInPath(undefined, 'en')).toBe('/admin-panel');
    expect(afterSignInPath('', 'id')).toBe('/id/admin-panel');
    expect(afterSignInPath('/blog', 'zh-CN')).toBe('/zh-CN/admin-panel');
  });

  it.each([
    'https://evil.example/admin-panel',
    '//evil.example/admin-panel',
    '/\\evil.example/admin-panel',
    '\\\\evil.example',
    '/admin-panel/../../evil',
    '/admin-panel/%2F%2Fevil.example',
    '/admin-panel%2F..%2F..%2Fblog',
    '/admin-panelx',
    '/admin-panel/blog?x=<script>',
    '/admin-panel/blog\r\nLocation: https://evil.example',
    'javascript:alert(1)',
    '/',
    '/product/1',
    '/id/blog',
  ])('refuses %s', (next) => {
    expect(safeReturnPath(next, 'en')).toBeNull();
    expect(afterSignInPath(next, 'en')).toBe('/admin-panel');
  });
});
