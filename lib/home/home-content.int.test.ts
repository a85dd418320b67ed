import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import type { StoragePort } from '@/lib/storage';
import { testPhoto } from '@/lib/catalog/test-photos';
import { siteConfig } from '@/lib/site-config';
import { loadHomeEditor, listHomeSections } from './admin-queries';
import { loadHomeContent } from './queries';
import { restoreHomeSection } from './restore';
import { ensureHomeContent } from './standard-content';
import { saveHomeTranslation } from './translation-write';
import { HomeWriteError, saveHomeSection, type SaveHomeSectionData } from './write';

// The home page's content on the engine the lane runs (PGlite, or PostgreSQL with
// TEST_DATABASE=postgres): the standard texts, an English save with its photo (files first, one
// transaction with its version and audit entry, nothing left behind on a failure), one locale's
// words with the products' per-field fallback, and a restore that brings the words and the
// translations back.

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, updateTag: vi.fn(), revalidateTag: vi.fn() }));

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => t.cleanup());

const company = siteConfig.companyName;
const words = { kicker: '', title: '', body: '', photoAlt: '' };
const q = async <T = Record<string, unknown>>(sql: string) => t.handle.runner.query<T>(sql);
const count = async (table: string) => Number((await q<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

function faqSave(items: SaveHomeSectionData['items']): SaveHomeSectionData {
  return { section: 'faq', words: { ...words, title: 'Questions' }, photo: { kind: 'keep' }, items };
}
const entry = (title: string, body: string, id?: number) => ({
  ...(id ? { id } : {}),
  title,
  body,
  detail: '',
  photo: { kind: 'keep' as const },
});

describe('the standard content', () => {
  it("gives every section the SPEC's texts in three languages, once; the page shows the sections with content", async () => {
    expect((await ensureHomeContent(t.handle.db)).length).toBe(10);
    expect(await ensureHomeContent(t.handle.db)).toEqual([]);
    const english = await loadHomeContent('en');
    expect(english.hero?.title).toEqual({ value: en.company.tagline });
    expect(english.hero?.kicker.value).toBe(en.company.welcome.replace('{company}', company));
    expect(english.faq?.items.map((i) => i.title.value)).toEqual(
      [1, 2, 3, 4].map((n) => en.company[`faq${n as 1}Question`].replace('{company}', company)),
    );
    // Nothing written for them yet: not shown.
    for (const hidden of ['factory', 'certifications', 'clients', 'testimonials', 'gallery'] as const)
      expect(english[hidden]).toBeUndefined();
    const indonesian = await loadHomeContent('id');
    expect(indonesian.hero?.title).toEqual({ value: id.company.tagline });
    expect(indonesian.about?.items[1]?.body).toEqual({ value: id.company.mission });
    expect((await loadHomeContent('zh-CN')).benefits?.title).toEqual({ value: zh.landing.benefitsTitle });
    // Translations were saved against the English they translate: current, not outdated.
    const summary = await listHomeSections();
    expect(summary.find((s) => s.section === 'faq')?.coverage.id).toEqual({ done: 9, total: 9, outdated: 0 });
    expect(summary.filter((s) => s.shown).map((s) => s.section)).toEqual(['hero', 'benefits', 'about', 'products', 'faq']);
  });
});

describe('an English save', () => {
  it('writes the words and entries with a version and an audit entry; a kept entry keeps its translations', async () => {
    await ensureHomeContent(t.handle.db);
    const before = await loadHomeEditor('faq');
    const [first, second] = before.items;
    expect(
      await saveHomeSection(faqSave([entry('Do you ship abroad?', 'Yes, from Jakarta.'), entry(second!.title, second!.body, second!.id)])),
    ).toEqual({
      status: 'saved',
    });
    const after = await loadHomeEditor('faq');
    expect(after.items.map((i) => i.title)).toEqual(['Do you ship abroad?', second!.title]);
    expect(after.items[1]!.id).toBe(second!.id);
    // The moved entry kept its Indonesian words; the removed one's are gone with it.
    expect(after.translations.id.items[1]!.title).toBe(before.translations.id.items[1]!.title);
    expect(after.translations.id.items[0]!.title).toBe('');
    expect(await q(`select count(*)::int as n from home_item_translations where item_id = ${first!.id}`)).toEqual([{ n: 0 }]);
    // The first save keeps the standard state as its baseline, then the saved state.
    expect(await q(`select kind from revisions where entity_type = 'home' and entity_id = 'faq' order by id`)).toEqual([
      { kind: 'baseline' },
      { kind: 'update' },
    ]);
    const [audit] = await q<{ action: string; target_type: string; target_id: string; changes: Record<string, unknown> }>(
      `select action, target_type, target_id, changes from audit_log order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'home.update', target_type: 'homeSection', target_id: 'faq' });
    expect(Object.keys(audit!.changes).sort()).toEqual(['items', 'title']);
    // The public page: the new entry falls back to English on the Indonesian page, marked so.
    const page = await loadHomeContent('id');
    expect(page.faq?.items[0]?.title).toEqual({ value: 'Do you ship abroad?', lang: 'en' });
  });

  it('stores a new photo under home/ and keeps the replaced one while a kept version uses it', async () => {
    await ensureHomeContent(t.handle.db);
    const hero = (photo: SaveHomeSectionData['photo']): SaveHomeSectionData => ({
      section: 'hero',
      words: { ...words, title: 'Boxes', photoAlt: 'A box' },
      photo,
      items: [],
    });
    await saveHomeSection(hero({ kind: 'new', photo: await testPhoto('#113355') }));
    const [file] = await t.storage.list();
    expect(file).toMatch(/^home\/hero-photo-[a-z0-9]+\.jpg$/);
    expect((await loadHomeEditor('hero')).photoUrl).toBe(t.storage.publicUrl(file!));
    await saveHomeSection(hero({ kind: 'new', photo: await testPhoto('#553311') }));
    // The first photo is still in a kept version (a restore can bring it back).
    expect((await t.storage.list()).length).toBe(2);
    expect((await loadHomeContent('en')).hero?.photo?.alt).toEqual({ value: 'A box' });
  });

  it('a failing upload leaves no file and no change; a failing write removes the photo it uploaded', async () => {
    await ensureHomeContent(t.handle.db);
    const state = async () => ({
      files: await t.storage.list(),
      rows: await q('select * from home_sections order by section'),
      audit: await count('audit_log'),
      revisions: await count('revisions'),
    });
    const before = await state();
    const failing: StoragePort = {
      ...t.storage,
      upload: (p, b, c) => (p.includes('item-1') ? Promise.reject(new Error('disk full')) : t.storage.upload(p, b, c)),
    };
    const gallery: SaveHomeSectionData = {
      section: 'gallery',
      words: { ...words, title: 'Gallery' },
      photo: { kind: 'keep' },
      items: [
        { ...entry('One', ''), photo: { kind: 'new', photo: await testPhoto('#111111') } },
        { ...entry('Two', ''), photo: { kind: 'new', photo: await testPhoto('#222222') } },
      ],
    };
    await expect(saveHomeSection(gallery, { storage: failing })).rejects.toMatchObject({ step: 'upload', slot: 1 });
    expect(await state()).toEqual(before);
    await t.handle.runner.exec(`
      create or replace function injected_failure() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$;
      create trigger injected_failure before insert on home_items for each row execute function injected_failure();`);
    await expect(saveHomeSection(gallery)).rejects.toBeInstanceOf(HomeWriteError);
    expect(await state()).toEqual(before);
  });

  it('refuses, writing nothing, an entry left without the photo its section needs', async () => {
    await ensureHomeContent(t.handle.db);
    expect(
      await saveHomeSection({
        section: 'gallery',
        words: { ...words, title: 'G' },
        photo: { kind: 'keep' },
        items: [entry('No photo', '')],
      }),
    ).toEqual({
      status: 'photoRequired',
      index: 0,
    });
    expect(await count("home_items where section = 'gallery'")).toBe(0);
  });
});

describe('a translation save', () => {
  it('saves one locale against the English, falls back per field, and refuses entries that moved since', async () => {
    await saveHomeSection(faqSave([entry('Q1', 'A1'), entry('Q2', 'A2')]));
    const ids = (await loadHomeEditor('faq')).items.map((i) => i.id);
    const items = [
      { id: ids[0]!, title: 'P1', body: '', detail: '' },
      { id: ids[1]!, title: '', body: '', detail: '' },
    ];
    expect(await saveHomeTranslation({ section: 'faq', locale: 'zh-CN', words: { ...words, title: '问题' }, items })).toEqual({
      status: 'saved',
    });
    const page = await loadHomeContent('zh-CN');
    expect(page.faq?.title).toEqual({ value: '问题' });
    expect(page.faq?.items[0]).toMatchObject({ title: { value: 'P1' }, body: { value: 'A1', lang: 'en' } });
    expect((await loadHomeContent('en')).faq?.title).toEqual({ value: 'Questions' });
    expect((await loadHomeContent('id')).faq?.title).toEqual({ value: 'Questions', lang: 'en' });
    const [audit] = await q<{ action: string; detail: unknown }>(`select action, detail from audit_log order by id desc limit 1`);
    expect(audit).toEqual({ action: 'home.translate', detail: { locale: 'zh-CN' } });
    // An English edit marks the translated field outdated (the row kept the English it translated).
    await saveHomeSection(faqSave([entry('Q1 changed', 'A1', ids[0]), entry('Q2', 'A2', ids[1])]));
    expect((await listHomeSections()).find((s) => s.section === 'faq')?.coverage['zh-CN']).toEqual({ done: 1, total: 5, outdated: 1 });
    expect(await saveHomeTranslation({ section: 'faq', locale: 'zh-CN', words, items: [...items].reverse() })).toEqual({
      status: 'itemsChanged',
    });
    // All blank: the locale is removed, the page shows English.
    const blank = items.map((i) => ({ ...i, title: '' }));
    expect(await saveHomeTranslation({ section: 'faq', locale: 'zh-CN', words, items: blank })).toEqual({ status: 'removed' });
    expect((await loadHomeContent('zh-CN')).faq?.title).toEqual({ value: 'Questions', lang: 'en' });
    expect(await saveHomeTranslation({ section: 'hero', locale: 'id', words, items: [] })).toEqual({ status: 'notFound' });
  });
});

describe('a restore', () => {
  it('brings back the words, entries and translations of a version, as a version of its own', async () => {
    await ensureHomeContent(t.handle.db);
    const standard = await loadHomeEditor('faq');
    await saveHomeSection(faqSave([entry('Only one', 'Answer')]));
    const [baseline] = await q<{ id: number }>(`select id from revisions where entity_type = 'home' and kind = 'baseline'`);
    expect(await restoreHomeSection('faq', Number(baseline!.id))).toEqual({ status: 'restored' });
    const restored = await loadHomeEditor('faq');
    expect(restored.items.map((i) => i.title)).toEqual(standard.items.map((i) => i.title));
    expect(restored.translations.id.items.map((i) => i.title)).toEqual(standard.translations.id.items.map((i) => i.title));
    expect(await q(`select kind, restored_from::int as "from" from revisions where entity_type = 'home' order by id desc limit 1`)).toEqual(
      [{ kind: 'restore', from: Number(baseline!.id) }],
    );
    expect(await restoreHomeSection('faq', 999_999)).toEqual({ status: 'notFound' });
  });

  it('is refused, changing nothing, when a photo of that version is gone from storage', async () => {
    await ensureHomeContent(t.handle.db);
    await saveHomeSection({
      section: 'hero',
      words: { ...words, title: 'With photo' },
      photo: { kind: 'new', photo: await testPhoto() },
      items: [],
    });
    const [version] = await q<{ id: number }>(`select id from revisions where entity_type = 'home' and kind = 'update'`);
    await saveHomeSection({ section: 'hero', words: { ...words, title: 'Without' }, photo: { kind: 'remove' }, items: [] });
    await t.storage.remove(await t.storage.list());
    expect(await restoreHomeSection('hero', Number(version!.id))).toEqual({ status: 'photoMissing' });
    expect((await loadHomeEditor('hero')).words.title).toBe('Without');
  });
});
