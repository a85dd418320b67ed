import { describe, expect, it } from 'vitest';
import { isAdminPath, normalizeAppPath } from './admin-path';

describe('admin path normalisation', () => {
  it.each([
    '/admin-panel',
    '/admin-panel/',
    '/admin-panel/settings',
    '/ADMIN-PANEL/Settings',
    '/admin-panel%2Fsettings',
    '/admin-panel%252Fsettings',
    '/%61dmin-panel/addnew',
    '//admin-panel/addnew',
    '/\\admin-panel',
    '/admin-panel.rsc',
    '/admin-panel/itemlist.rsc',
    '/admin-panel/settings/',
    '/id/admin-panel/blog',
    '/zh-CN/admin-panel',
    '/zh-cn/admin-panel/settings',
    '/admin-panel;x=1',
  ])('%s is an admin path', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each(['/', '/login', '/blog/admin-panel', '/admin-panelx', '/id/login', '/category/6'])('%s is not', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });

  it('normalises to the unprefixed app path', () => {
    expect(normalizeAppPath('/id//Admin-Panel%2FSettings/')).toBe('/admin-panel/settings');
    expect(normalizeAppPath('/')).toBe('/');
    expect(normalizeAppPath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});
