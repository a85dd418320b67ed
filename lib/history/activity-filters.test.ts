import { describe, expect, it } from 'vitest';
import { activityFiltersQuery, hasActivityFilters, parseActivityFilters } from './activity-filters';

describe('activity filters from the URL', () => {
  it('reads every filter and keeps them in the query string', () => {
    const f = parseActivityFilters(new URLSearchParams('who=ana&what=item.update&type=item&from=2026-11-01&to=2026-11-23&q=Rigid&page=3'));
    expect(f).toEqual({ who: 'ana', what: 'item.update', type: 'item', from: '2026-11-01', to: '2026-11-23', q: 'Rigid', page: 3 });
    expect(activityFiltersQuery(f)).toBe('who=ana&what=item.update&type=item&from=2026-11-01&to=2026-11-23&q=Rigid&page=3');
    expect(hasActivityFilters(f)).toBe(true);
  });
  it('accepts a verb group and ignores unknown verbs, types, days and pages', () => {
    expect(parseActivityFilters({ what: 'post' }).what).toBe('post');
    const f = parseActivityFilters({ what: 'item.explode', type: 'user', from: '2026-02-30', page: '-4' });
    expect(f).toMatchObject({ what: '', type: null, from: null, page: 1 });
    expect(hasActivityFilters(f)).toBe(false);
    expect(activityFiltersQuery(f)).toBe('');
  });
  it('swaps a reversed date range', () => {
    expect(parseActivityFilters({ from: '2026-11-23', to: '2026-11-01' })).toMatchObject({ from: '2026-11-01', to: '2026-11-23' });
  });
});
