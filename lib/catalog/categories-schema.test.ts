import { describe, expect, it } from 'vitest';
import { categoryIssues, createCategorySchema, deleteCategorySchema, moveCategorySchema, renameCategorySchema } from './categories-schema';

describe('category forms', () => {
  it('requires the English name, trims every name, and leaves the translations optional', () => {
    expect(createCategorySchema.parse({ name: '  Gift Box ', nameZh: ' 礼盒 ' })).toEqual({
      name: 'Gift Box',
      nameId: '',
      nameZh: '礼盒',
      slugEn: '',
      slugId: '',
      slugZh: '',
      regenerateSlugs: false,
    });
    // Slugs as typed are folded to lowercase and held to the slug rule.
    expect(createCategorySchema.parse({ name: 'A', slugId: ' Kotak-Hadiah ', regenerateSlugs: 'on' })).toMatchObject({
      slugId: 'kotak-hadiah',
      regenerateSlugs: true,
    });
    expect(categoryIssues(createCategorySchema.safeParse({ name: 'A', slugZh: 'li he' }).error!)).toEqual({ slugZh: 'slugFormat' });
    const blank = createCategorySchema.safeParse({ name: '   ', nameId: 'Kotak' });
    expect(blank.success).toBe(false);
    expect(categoryIssues(blank.error!)).toEqual({ name: 'nameRequired' });
  });

  it('limits every language to 80 characters', () => {
    const long = 'x'.repeat(81);
    const result = renameCategorySchema.safeParse({ id: '6', name: 'Ok', nameId: long, nameZh: long });
    expect(categoryIssues(result.error!)).toEqual({ nameId: 'nameTooLong', nameZh: 'nameTooLong' });
    expect(renameCategorySchema.parse({ id: '6', name: 'x'.repeat(80) }).id).toBe(6);
  });

  it('reads ids from the form and refuses anything but a positive integer', () => {
    expect(categoryIssues(renameCategorySchema.safeParse({ id: 'abc', name: 'A' }).error!)).toEqual({ id: 'invalid' });
    expect(moveCategorySchema.parse({ id: '5', direction: 'down' })).toEqual({ id: 5, direction: 'down' });
    expect(categoryIssues(moveCategorySchema.safeParse({ id: '5', direction: 'left' }).error!)).toEqual({ direction: 'invalid' });
  });

  it('delete: a blank target means "must be empty"; the category itself is not a target', () => {
    expect(deleteCategorySchema.parse({ id: '5', moveTo: '' })).toEqual({ id: 5, moveTo: null });
    expect(deleteCategorySchema.parse({ id: '5' })).toEqual({ id: 5, moveTo: null });
    expect(deleteCategorySchema.parse({ id: '5', moveTo: '42' })).toEqual({ id: 5, moveTo: 42 });
    expect(categoryIssues(deleteCategorySchema.safeParse({ id: '5', moveTo: '5' }).error!)).toEqual({ moveTo: 'moveToSelf' });
  });
});
