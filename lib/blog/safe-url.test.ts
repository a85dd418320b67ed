import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('accepts http(s) and same-site paths', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    expect(safeHttpUrl(' /storage/itemphotos/a.jpg ')).toBe('/storage/itemphotos/a.jpg');
  });
  it('refuses other schemes, protocol-relative and empty values', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AA',
      '//evil.test/x',
      '/\\evil.test',
      'mailto:a@b.c',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});
