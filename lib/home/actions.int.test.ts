import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { upsertAccount, type LocalAccount } from '@/lib/auth/local-accounts';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoles, refusedRoleTokens } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { stagedUpload } from '@/tests/staged-photos';
import { cookieJar } from '@/tests/request-mocks';

// The home page editor's server actions: every export of lib/home/actions.ts (enumerated) is built
// by adminAction with the owner-only 'home' capability and refused, changing nothing, for a
// signed-out call and for every other role; the owner's saves write, refresh the page's cache tag
// and answer refused input with a translated message per field, in the admin's language.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
const updateTag = vi.fn();
vi.mock('next/cache', () => ({
  updateTag: (tag: string) => updateTag(tag),
  revalidateTag: vi.fn(),
  refresh: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { locale?: string; namespace: string }) => {
    const { locale = 'en', namespace } = typeof arg === 'string' ? { namespace: arg } : arg;
    return createTranslator({ locale: locale as 'en', messages: locale === 'id' ? id : en, namespace: namespace as 'adminHome' });
  },
}));

const homeActions = await import('./actions');
const { guardOf } = await import('@/lib/actions/define-action');
const { ensureHomeContent } = await import('./standard-content');
const { loadHomeEditor } = await import('./admin-queries');

let t: TestDatabase;
let owner: LocalAccount;
let roleTokens: Map<string, string>;

beforeAll(async () => {
  t = await createTestDatabase();
  await ensureHomeContent(t.handle.db);
  ({ account: owner } = await upsertAccount(t.handle.db, 'owner@example.com', 'owner-password-1'));
  roleTokens = await refusedRoleTokens(t.handle.db, 'home');
});
afterAll(async () => t?.cleanup());
beforeEach(() => updateTag.mockClear());

/** `upload`: the token of a photo uploaded for the save (app/api/admin/uploads). */
function heroForm(content: Record<string, unknown>, upload?: string) {
  const f = new FormData();
  f.set('section', 'hero');
  f.set('content', JSON.stringify({ kicker: '', title: 'Boxes made here', body: '', photoAlt: '', photo: 'keep', items: [], ...content }));
  if (upload) f.set('sectionPhoto', upload);
  return f;
}
const translation = { section: 'hero', locale: 'zh-CN', kicker: '', title: '在这里制造的盒子', body: '', photoAlt: '', items: [] };

const validCalls: Record<string, () => Promise<unknown>> = {
  saveHomeSectionAction: () => homeActions.saveHomeSectionAction('en', null, heroForm({ title: 'Intruder' })),
  saveHomeTranslationAction: () => homeActions.saveHomeTranslationAction('en', { ...translation, title: 'Intruder' }),
  listHomeRevisionsAction: () => homeActions.listHomeRevisionsAction('en', { id: 'hero' }),
  restoreHomeRevisionAction: () => homeActions.restoreHomeRevisionAction('en', { id: 'hero', revisionId: 1 }),
};
const exported = Object.entries(homeActions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const snapshot = async () => ({
  sections: await t.handle.runner.query('select * from home_sections order by section'),
  translations: await t.handle.runner.query('select section, locale, title from home_section_translations order by section, locale'),
  revisions: await t.handle.runner.query('select count(*)::int as n from revisions'),
  audit: await t.handle.runner.query(`select count(*)::int as n from audit_log where action like 'home.%'`),
  files: await t.storage.list(),
});
const digestOf = async (p: Promise<unknown>) =>
  String(
    (
      (await p.then(
        () => null,
        (e: unknown) => e,
      )) as { digest?: string } | null
    )?.digest,
  );

it('every exported home page action is built by adminAction with the owner-only home guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(validCalls).sort());
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('home');
});

describe.each(exported.map(([name]) => name))('%s', (name) => {
  it('signed out: redirects to sign-in and changes nothing', async () => {
    cookieJar.token = undefined;
    const before = await snapshot();
    expect(await digestOf(validCalls[name]!())).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
  });
  it.each(refusedRoles('home'))('as a %s administrator: refused (403), changes nothing', async (role) => {
    cookieJar.token = roleTokens.get(role);
    const before = await snapshot();
    expect(await digestOf(validCalls[name]!())).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe('as the owner', () => {
  beforeEach(async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, owner);
  });

  it('saves the hero with its uploaded photo (used once), refreshes every locale, then its Chinese words only that locale', async () => {
    const upload = await stagedUpload(owner.id, 'home');
    const saved = await homeActions.saveHomeSectionAction('en', null, heroForm({ photo: 'new', photoAlt: 'A box' }, upload));
    expect(saved).toMatchObject({ ok: true, message: en.adminHome.saved, data: { section: 'hero', words: { title: 'Boxes made here' } } });
    expect(updateTag.mock.calls).toEqual([['home']]);
    const [file] = await t.storage.list();
    expect(file).toMatch(/^home\/hero-photo-.+\.jpg$/);
    expect(await t.handle.runner.query(`select 1 from staged_photos where token = '${upload}'`)).toEqual([]);
    const [audit] = await t.handle.runner.query<{ actor_email: string }>(`select actor_email from audit_log where action = 'home.update'`);
    expect(audit?.actor_email).toBe('owner@example.com');

    updateTag.mockClear();
    const translated = await homeActions.saveHomeTranslationAction('id', translation);
    expect(translated).toMatchObject({
      ok: true,
      message: id.adminHome.translationSaved.replaceAll('{language}', id.adminHome.languages['zh-CN']),
    });
    expect(updateTag.mock.calls).toEqual([['home@zh-CN']]);
    expect((await loadHomeEditor('hero')).translations['zh-CN'].words.title).toBe('在这里制造的盒子');
  });

  it('answers refused input with a message per field in the admin language, changing nothing', async () => {
    const before = await snapshot();
    const long = 'x'.repeat(141);
    expect(await homeActions.saveHomeSectionAction('id', null, heroForm({ title: '', kicker: long }))).toEqual({
      ok: false,
      formError: id.adminHome.errors.fixFields,
      fieldErrors: { title: id.adminHome.errors.required, kicker: id.adminHome.errors.tooLong.replace('{max}', '120') },
    });
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ title: `Q${i}`, body: 'A' }));
    const faq = heroForm({ title: 'FAQ', items: tooMany });
    faq.set('section', 'faq');
    expect(await homeActions.saveHomeSectionAction('en', null, faq)).toMatchObject({
      fieldErrors: { items: en.adminHome.errors.tooManyItems.replace('{max}', '20') },
    });
    // A product photo's upload, another administrator's, or a file in place of the token: not this save's photo.
    for (const upload of [await stagedUpload(owner.id, 'catalogue'), await stagedUpload('someone-else', 'home'), 'photo.jpg']) {
      expect(await homeActions.saveHomeSectionAction('en', null, heroForm({ photo: 'new' }, upload))).toMatchObject({
        ok: false,
        fieldErrors: { photo: en.adminHome.errors.photoMissing },
      });
    }
    const file = heroForm({ photo: 'new' });
    file.set('sectionPhoto', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg'));
    expect(await homeActions.saveHomeSectionAction('en', null, file)).toMatchObject({
      fieldErrors: { photo: en.adminHome.errors.photoMissing },
    });
    const gallery = heroForm({ title: 'Gallery', items: [{ title: 'No photo', photo: 'keep' }] });
    gallery.set('section', 'gallery');
    expect(await homeActions.saveHomeSectionAction('en', null, gallery)).toMatchObject({
      fieldErrors: { 'item-0-photo': en.adminHome.errors.photoRequired },
    });
    const broken = new FormData();
    broken.set('section', 'hero');
    broken.set('content', '{not json');
    expect(await homeActions.saveHomeSectionAction('en', null, broken)).toMatchObject({
      ok: false,
      formError: en.adminHome.errors.fixFields,
    });
    expect(await homeActions.saveHomeTranslationAction('en', { ...translation, items: [{ id: 1, title: 'x' }] })).toMatchObject({
      ok: false,
      formError: en.adminHome.errors.fixFields,
      fieldErrors: { items: en.adminHome.errors.tooManyItems.replace('{max}', '0') },
    });
    expect(await snapshot()).toEqual(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("lists the section's versions and restores one, refreshing the page", async () => {
    const list = await homeActions.listHomeRevisionsAction('en', { id: 'hero' });
    expect(list.ok).toBe(true);
    const rows = list.ok ? list.data.rows : [];
    const oldest = rows.at(-1)!;
    expect(oldest.kind).toBe('baseline');
    expect(await homeActions.restoreHomeRevisionAction('en', { id: 'hero', revisionId: oldest.id })).toMatchObject({
      ok: true,
      title: en.revisions.restored,
    });
    expect(updateTag.mock.calls).toEqual([['home']]);
    expect((await loadHomeEditor('hero')).words.title).toBe(en.company.tagline);
  });
});
