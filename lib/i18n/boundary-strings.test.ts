import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import zh from '../../messages/zh-CN.json';

vi.mock('next-intl/server', () => ({ getMessages: async () => ({}) }));
const { BOUNDARY_KEYS, pickBoundaryStrings } = await import('./boundary-strings');

describe('pickBoundaryStrings', () => {
  it.each([
    ['en', en],
    ['id', id],
    ['zh-CN', zh],
  ])('finds every boundary string in %s', (_locale, messages) => {
    const text = pickBoundaryStrings(messages);
    for (const key of BOUNDARY_KEYS) {
      const [namespace, name] = key.split('.') as [string, string];
      expect(text[key], key).toBe((messages as unknown as Record<string, Record<string, string>>)[namespace]![name]);
      expect(text[key], key).not.toBe(key);
    }
  });

  it('names a missing string by its key instead of failing', () => {
    expect(pickBoundaryStrings({ common: { tryAgain: 'Again' } })['common.tryAgain']).toBe('Again');
    expect(pickBoundaryStrings({})['errors.errorTitle']).toBe('errors.errorTitle');
  });
});
