import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/routing';
import { GLOBAL_ERROR_TEXT, localeOfPath } from './global-error-text';

describe('the root error page text', () => {
  it('is the messages files’ text in every locale', () => {
    for (const locale of LOCALES) {
      const messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
      expect(GLOBAL_ERROR_TEXT[locale], locale).toEqual({ title: messages.errors.errorTitle, retry: messages.common.tryAgain });
    }
  });

  it('follows the locale prefix of the path', () => {
    expect(localeOfPath('/id/product/1')).toBe('id');
    expect(localeOfPath('/zh-CN')).toBe('zh-CN');
    expect(localeOfPath('/product/1')).toBe('en');
    expect(localeOfPath('/identity')).toBe('en');
    expect(localeOfPath('/toString/x')).toBe('en');
  });
});
