import { describe, expect, it } from 'vitest';
import { hasActiveFilters, inquiryFiltersQuery, parseInquiryFilters } from './admin-filters';

describe('parseInquiryFilters', () => {
  it('defaults to everything, page 1', () => {
    const f = parseInquiryFilters({});
    expect(f).toEqual({ q: '', status: null, sample: null, quotation: null, unread: false, from: null, to: null, page: 1 });
    expect(hasActiveFilters(f)).toBe(false);
  });

  it('reads every filter from a record or URLSearchParams', () => {
    const expected = {
      q: 'gold box',
      status: 'contacted',
      sample: 'sent',
      quotation: 'accepted',
      unread: true,
      from: '2026-11-01',
      to: '2026-11-23',
      page: 3,
    };
    expect(
      parseInquiryFilters({
        q: '  gold box ',
        status: 'contacted',
        sample: 'sent',
        quotation: 'accepted',
        unread: '1',
        from: '2026-11-01',
        to: '2026-11-23',
        page: '3',
      }),
    ).toEqual(expected);
    expect(
      parseInquiryFilters(
        new URLSearchParams('q=gold+box&status=contacted&sample=sent&quotation=accepted&unread=1&from=2026-11-01&to=2026-11-23&page=3'),
      ),
    ).toEqual(expected);
    expect(parseInquiryFilters({ q: ['first', 'second'] }).q).toBe('first');
  });

  it('ignores unknown or malformed values', () => {
    const f = parseInquiryFilters({
      status: 'archived',
      sample: 'lost',
      quotation: 'won',
      unread: 'yes',
      from: '2026-02-30',
      to: 'tomorrow',
      page: '-4',
    });
    expect(f).toEqual({ q: '', status: null, sample: null, quotation: null, unread: false, from: null, to: null, page: 1 });
    expect(parseInquiryFilters({ page: 'abc' }).page).toBe(1);
    expect(parseInquiryFilters({ sample: 'any' }).sample).toBe('any');
    expect(parseInquiryFilters({ page: '999999999' }).page).toBe(100_000);
    expect(parseInquiryFilters({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('swaps a reversed date range', () => {
    expect(parseInquiryFilters({ from: '2026-11-20', to: '2026-11-01' })).toMatchObject({ from: '2026-11-01', to: '2026-11-20' });
  });
});

describe('inquiryFiltersQuery', () => {
  it('round-trips through parseInquiryFilters and leaves page 1 out', () => {
    const f = parseInquiryFilters({
      q: '100% & co',
      status: 'won',
      sample: 'requested',
      quotation: 'none',
      unread: '1',
      from: '2026-01-02',
      page: '2',
    });
    const query = inquiryFiltersQuery(f);
    expect(parseInquiryFilters(new URLSearchParams(query))).toEqual(f);
    expect(inquiryFiltersQuery({ ...f, page: 1 })).not.toContain('page');
    expect(inquiryFiltersQuery(parseInquiryFilters({}))).toBe('');
    expect(hasActiveFilters(parseInquiryFilters({ sample: 'any' }))).toBe(true);
    expect(hasActiveFilters(parseInquiryFilters({ quotation: 'none' }))).toBe(true);
  });
});
