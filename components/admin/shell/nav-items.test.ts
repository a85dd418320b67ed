import { describe, expect, it } from 'vitest';
import { activeHref, adminNavItems, isActive } from './nav-items';
import { swipeIntent } from './use-menu-gestures';

describe('admin navigation', () => {
  it('lists the overview first, and each role only its screens', () => {
    const hrefs = (role: Parameters<typeof adminNavItems>[0]) => adminNavItems(role).map((i) => i.href);
    expect(hrefs('owner')).toEqual([
      '/admin-panel',
      '/',
      '/admin-panel/addnew',
      '/admin-panel/itemlist',
      '/admin-panel/categories',
      '/admin-panel/inquiries',
      '/admin-panel/insights',
      '/admin-panel/activity',
      '/admin-panel/settings',
      '/admin-panel/blog',
      '/admin-panel/blog/taxonomy',
      '/admin-panel/home',
      '/admin-panel/team',
    ]);
    expect(hrefs('catalogue')).toEqual([
      '/admin-panel',
      '/',
      '/admin-panel/addnew',
      '/admin-panel/itemlist',
      '/admin-panel/categories',
      '/admin-panel/settings',
    ]);
    expect(hrefs('blog')).toEqual(['/admin-panel', '/', '/admin-panel/settings', '/admin-panel/blog', '/admin-panel/blog/taxonomy']);
    expect(hrefs('sales')).toEqual(['/admin-panel', '/', '/admin-panel/inquiries', '/admin-panel/insights', '/admin-panel/settings']);
  });

  it('puts the unread badge on Inquiries only', () => {
    expect(
      adminNavItems('owner')
        .filter((i) => i.unreadBadge)
        .map((i) => i.href),
    ).toEqual(['/admin-panel/inquiries']);
  });

  it('highlights the section and its sub-pages', () => {
    expect(isActive('/admin-panel/itemlist/12', '/admin-panel/itemlist')).toBe(true);
    expect(isActive('/admin-panel/itemlistx', '/admin-panel/itemlist')).toBe(false);
    expect(isActive('/admin-panel/addnew', '/')).toBe(false);
  });

  it('highlights the overview on /admin-panel only, not on every admin page below it', () => {
    expect(isActive('/admin-panel', '/admin-panel')).toBe(true);
    expect(isActive('/admin-panel/addnew', '/admin-panel')).toBe(false);
  });
});

describe('activeHref', () => {
  it('highlights only the blog categories and tags link on its page, Blog on the editor', () => {
    const items = adminNavItems('owner');
    expect(activeHref('/admin-panel/blog/taxonomy', items)).toBe('/admin-panel/blog/taxonomy');
    expect(activeHref('/admin-panel/blog/edit/x', items)).toBe('/admin-panel/blog');
    expect(activeHref('/admin-panel/categories', items)).toBe('/admin-panel/categories');
  });
});

describe('swipeIntent', () => {
  it('opens on a rightward swipe of 50 px starting within 200 px of the left edge', () => {
    expect(swipeIntent(20, 300, 80, 310, false)).toBe('open');
    expect(swipeIntent(200, 300, 250, 300, false)).toBe('open');
    expect(swipeIntent(201, 300, 300, 300, false)).toBeNull();
    expect(swipeIntent(20, 300, 60, 300, false)).toBeNull();
  });
  it('closes on a leftward swipe of 50 px; vertical scrolls do nothing', () => {
    expect(swipeIntent(300, 300, 240, 300, true)).toBe('close');
    expect(swipeIntent(300, 300, 260, 300, true)).toBeNull();
    expect(swipeIntent(20, 100, 90, 400, false)).toBeNull();
  });
});
