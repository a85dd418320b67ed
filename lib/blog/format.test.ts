import { describe, expect, it } from 'vitest';
import { formatPostDate, safeColor, toPostCard } from './format';

describe('formatPostDate', () => {
  const iso = '2026-03-05T02:00:00.000Z';
  it('is en-US long on articles and short on lists, localised for id and zh-CN', () => {
    expect(formatPostDate(iso, 'en', 'long')).toBe('March 5, 2026');
    expect(formatPostDate(iso, 'en', 'short')).toBe('Mar 5, 2026');
    expect(formatPostDate(iso, 'id', 'long')).toBe('5 Maret 2026');
    expect(formatPostDate(iso, 'zh-CN', 'long')).toBe('2026年3月5日');
  });
  it('is null without a date', () => {
    expect(formatPostDate(null, 'en', 'long')).toBeNull();
    expect(formatPostDate('garbage', 'en', 'long')).toBeNull();
  });
  it('only lets hex colours through', () => {
    expect(safeColor('#10B981')).toBe('#10B981');
    expect(safeColor('red; background: url(x)')).toBe('#3B82F6');
  });
});

describe('toPostCard', () => {
  it('is the summary with a formatted date instead of timestamps and safe category colours', () => {
    const card = {
      id: 'p1',
      slug: 'kraft',
      title: 'Kraft',
      excerpt: 'Why kraft',
      author: 'Team',
      featuredImageUrl: null,
      featuredImageAlt: null,
      isFeatured: true,
    };
    const summary = {
      ...card,
      publishedAt: '2026-03-05T02:00:00.000Z',
      updatedAt: '2026-03-06T02:00:00.000Z',
      categories: [{ id: 'c1', name: 'Tips', slug: 'tips', color: 'red; x' }],
    };
    expect(toPostCard(summary, 'en')).toEqual({
      ...card,
      dateLabel: 'Mar 5, 2026',
      categories: [{ id: 'c1', name: 'Tips', slug: 'tips', color: '#3B82F6' }],
    });
  });
});
