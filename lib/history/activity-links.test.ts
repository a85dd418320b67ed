import { describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/auth/roles';
import { activityHref, activityLink, linkedTargetKey } from './activity-links';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './contract';

// Every audit verb has a decided link (or a decided "none"): a verb added to the contract without
// a line in the table fails here as well as in the type check.

const TYPE_OF: Record<string, (typeof AUDIT_TARGET_TYPES)[number] | null> = {
  auth: 'account',
  team: 'account',
  item: 'item',
  catalog: 'catalog',
  category: 'category',
  post: 'post',
  taxonomy: 'blogTag',
  inquiry: 'inquiry',
  quotation: 'inquiry',
  // The exchange rates name no target row.
  insights: null,
  backup: null,
  home: 'homeSection',
};

const EXPECTED: Record<string, string | null> = {
  'auth.sign_in': '/admin-panel/team',
  'auth.sign_in_failed': null,
  'item.update': '/admin-panel/itemlist/7',
  'item.delete': null,
  'catalog.import': '/admin-panel/itemlist/import',
  'category.reorder': '/admin-panel/categories',
  'category.delete': null,
  'post.publish': '/admin-panel/blog/edit/7',
  'post.delete': null,
  'taxonomy.merge': '/admin-panel/blog/taxonomy',
  'taxonomy.delete': null,
  'inquiry.note': '/admin-panel/inquiries/7',
  'inquiry.sample': '/admin-panel/inquiries/7',
  'quotation.accept': '/admin-panel/inquiries/7',
  'team.role': '/admin-panel/team',
  'team.remove': null,
  'insights.rates': '/admin-panel/insights',
  'backup.download': '/admin-panel',
  'home.translate': '/admin-panel/home',
};

const rowOf = (action: string) => ({ action, targetType: TYPE_OF[action.split('.')[0]!] ?? null, targetId: '7' });

describe('activity links', () => {
  it('every audit verb has a rule: each verb family is known here and a sampled verb of each gives the expected screen', () => {
    const existing = new Set<string>();
    for (const action of AUDIT_ACTIONS) {
      expect(TYPE_OF, action).toHaveProperty(action.split('.')[0]!);
      const link = activityLink(rowOf(action));
      if (link?.mustExist) existing.add(linkedTargetKey(link.mustExist));
    }
    for (const action of AUDIT_ACTIONS) {
      const href = activityHref(rowOf(action), 'owner', existing);
      if (action in EXPECTED) expect(href, action).toBe(EXPECTED[action]);
      // A verb that links nothing must be one of the deliberate "none" lines.
      if (href === null)
        expect(['auth.sign_in_failed', 'item.delete', 'category.delete', 'post.delete', 'taxonomy.delete', 'team.remove']).toContain(
          action,
        );
    }
  });

  it('a verb the table does not know gives no link (old rows of a removed verb)', () => {
    expect(activityLink({ action: 'item.frobnicate', targetType: 'item', targetId: '7' })).toBeNull();
    expect(activityLink({ action: 'toString', targetType: null, targetId: null })).toBeNull();
  });

  it('a target that no longer exists gets no link', () => {
    expect(activityHref(rowOf('item.update'), 'owner', new Set())).toBeNull();
    expect(activityHref(rowOf('item.update'), 'owner', new Set(['item:7']))).toBe('/admin-panel/itemlist/7');
    expect(
      activityHref({ action: 'taxonomy.update', targetType: 'blogCategory', targetId: '7' }, 'owner', new Set(['blogTag:7'])),
    ).toBeNull();
    expect(activityHref({ action: 'item.update', targetType: 'item', targetId: null }, 'owner', new Set(['item:']))).toBeNull();
  });

  it('links only the screens the viewer’s role opens', () => {
    const existing = new Set(['item:7', 'post:7', 'inquiry:7']);
    const seen = (role: (typeof ROLES)[number]) =>
      ['item.update', 'post.update', 'inquiry.status', 'team.add'].map((a) => activityHref(rowOf(a), role, existing) !== null);
    expect(seen('owner')).toEqual([true, true, true, true]);
    expect(seen('catalogue')).toEqual([true, false, false, false]);
    expect(seen('blog')).toEqual([false, true, false, false]);
    expect(seen('sales')).toEqual([false, false, true, false]);
  });

  it("a home section's row links its editor, for the owner only; an odd id links the list", () => {
    const row = { action: 'home.update', targetType: 'homeSection', targetId: 'faq' };
    expect(activityHref(row, 'owner', new Set())).toBe('/admin-panel/home/faq');
    expect(activityHref({ ...row, targetId: '../x' }, 'owner', new Set())).toBe('/admin-panel/home');
    for (const role of ['catalogue', 'blog', 'sales'] as const) expect(activityHref(row, role, new Set())).toBeNull();
  });

  it('escapes the id in the path', () => {
    expect(activityHref({ action: 'post.update', targetType: 'post', targetId: 'a/b' }, 'owner', new Set(['post:a/b']))).toBe(
      '/admin-panel/blog/edit/a%2Fb',
    );
  });
});
