import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { localeListProblems } from '../../tests/locale-lists';
import { SCHEDULE_INTL_LOCALES } from '../blog/admin/schedule-time';
import type { blogPostTranslations, itemTranslations } from '../db/schema-translations';
import { OG_LOCALES } from '../seo/metadata';
import { LOCALE_LABELS, LOCALES, type AppLocale } from './routing';

// Every per-locale list derives from LOCALES, or is held to it here. (The SQL checks of the
// migrated database are compared in lib/db/schema-drift.int.test.ts, on both engines.)

const messageFiles = fs
  .readdirSync(path.join(import.meta.dirname, '..', '..', 'messages'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

const lists = {
  'messages/*.json': messageFiles,
  'the schedule time format (lib/blog/admin/schedule-time.ts)': Object.keys(SCHEDULE_INTL_LOCALES),
  'OG_LOCALES (lib/seo/metadata.ts)': Object.keys(OG_LOCALES),
  'LOCALE_LABELS (lib/i18n/routing.ts)': Object.keys(LOCALE_LABELS),
};

describe('per-locale lists', () => {
  it('each has exactly the locales of LOCALES', () => {
    expect(localeListProblems(LOCALES, lists)).toEqual([]);
  });

  it('a locale added to LOCALES that a list lacks is named (fixture: Malay)', () => {
    expect(localeListProblems([...LOCALES, 'ms'], lists)).toEqual(Object.keys(lists).map((name) => `${name} lacks ms`));
    expect(localeListProblems(['en', 'id'], { 'a check': ['en', 'id', 'zh-CN'] })).toEqual(['a check has zh-CN, not in LOCALES']);
  });

  it("the translation tables' locale column is typed as AppLocale", () => {
    expectTypeOf<(typeof itemTranslations)['$inferSelect']['locale']>().toEqualTypeOf<AppLocale>();
    expectTypeOf<(typeof blogPostTranslations)['$inferSelect']['locale']>().toEqualTypeOf<AppLocale>();
  });
});
