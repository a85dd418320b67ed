// @engine-independent: the action guard matrix: refused before any write
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { jar, revalidated } from '@/tests/next-stubs/state';

// Request context stand-ins: the session cookie of the "browser", redirects and 403s as throws.
vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'));
vi.mock('next/cache', () => import('@/tests/next-stubs/cache'));
vi.mock('next-intl/server', () => import('@/tests/next-stubs/intl-server'));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { signSessionToken } = await import('@/lib/auth/token');
const { insertTestPost } = await import('@/lib/blog/test-fixtures');
const actions = await import('./actions');
const { guardOf } = await import('@/lib/actions/define-action');

let t: TestDatabase;
let blogAdminToken: string;
let plainAdminToken: string;
let roleTokens: Map<string, string>;
let forgedToken: string;
let postId: string;
const secret = process.env.SESSION_SECRET!;

beforeAll(async () => {
  t = await createTestDatabase();
  const admin = (await upsertAccount(t.handle.db, 'admin@example.com', 'admin12345')).account;
  const editor = (await upsertAccount(t.handle.db, 'editor@example.com', 'editor12345', 'catalogue')).account;
  blogAdminToken = await sessionTokenFor(t.handle.db, admin, secret);
  plainAdminToken = await sessionTokenFor(t.handle.db, editor, secret);
  roleTokens = await refusedRoleTokens(t.handle.db, 'blog');
  // Right claims, wrong key: what an attacker can produce without the server's secret.
  forgedToken = await signSessionToken({ userId: admin.id, email: admin.email, sessionVersion: admin.sessionVersion }, 'x'.repeat(48));
  postId = await insertTestPost(t.handle.db, { slug: 'kept', title: 'Kept', status: 'published' });
});
afterAll(async () => t?.cleanup());
beforeEach(() => {
  revalidated.length = 0;
});

const validForm = {
  title: 'New post',
  slug: 'new-post',
  author: 'Kemas',
  excerpt: '',
  featuredImageUrl: '',
  featuredImageAlt: '',
  status: 'published',
  categories: [],
  tags: [],
  metaTitle: '',
  metaDescription: '',
  blocks: [{ id: 'a', type: 'text', content: { content: 'Hello' } }],
};

async function snapshot() {
  return t.handle.runner.query<{ slug: string; title: string; status: string }>('select slug, title, status from blog_posts order by slug');
}

// Every export of the actions module, found by enumeration: a new action is in this matrix the
// moment it is exported. Known actions get a real, valid call; any other is called with an empty
// input (the guard must refuse before the input is read, so the input does not matter).
const validCalls: Record<string, () => Promise<unknown>> = {
  savePostAction: () => actions.savePostAction('en', { form: validForm }),
  checkSlugAction: () => actions.checkSlugAction('en', { slug: 'kept' }),
  slugFromTitleAction: () => actions.slugFromTitleAction('en', { title: '食品包装' }),
  deletePostAction: () => actions.deletePostAction('en', { id: postId }),
  setArchivedAction: () => actions.setArchivedAction('en', { id: postId, archived: true }),
  changeScheduleAction: () => actions.changeScheduleAction('en', { id: postId, to: 'draft' }),
};
const exported = Object.entries(actions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const callOf = (name: string) => validCalls[name] ?? (() => exported.find(([n]) => n === name)![1]('en', {}));

it('every exported blog action is built by adminAction with the blog administrator guard', () => {
  expect(exported.length).toBeGreaterThanOrEqual(Object.keys(validCalls).length);
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('blog');
});

describe.each<[string, () => string | undefined, RegExp]>([
  ['no session', () => undefined, /NEXT_REDIRECT \/login/],
  ['a plain admin (editor@example.com)', () => plainAdminToken, /NEXT_FORBIDDEN/],
  ...refusedRoles('blog').map((role): [string, () => string | undefined, RegExp] => [
    `a ${role} administrator`,
    () => roleTokens.get(role),
    /NEXT_FORBIDDEN/,
  ]),
  ['a forged token', () => forgedToken, /NEXT_REDIRECT \/login/],
])('with %s', (_label, token, expected) => {
  it.each(exported.map(([name]) => name))('%s is refused and nothing changes', async (name) => {
    jar.token = token();
    const before = await snapshot();
    await expect(callOf(name)()).rejects.toThrow(expected);
    expect(await snapshot()).toEqual(before);
    expect(revalidated).toEqual([]);
  });
});

describe('as the blog administrator', () => {
  beforeEach(() => {
    jar.token = blogAdminToken;
  });

  it('slug from a Chinese title (pinyin), or none for a title without usable characters', async () => {
    expect(await actions.slugFromTitleAction('en', { title: '食品包装' })).toEqual({ ok: true, data: { slug: 'shi-pin-bao-zhuang' } });
    expect(await actions.slugFromTitleAction('en', { title: '🎉' })).toEqual({ ok: true, data: { slug: '' } });
  });

  it('live slug check', async () => {
    expect(await actions.checkSlugAction('en', { slug: 'kept' })).toEqual({ ok: true, data: { available: false, invalid: false } });
    expect(await actions.checkSlugAction('en', { slug: 'kept', excludeId: postId })).toEqual({
      ok: true,
      data: { available: true, invalid: false },
    });
    expect(await actions.checkSlugAction('en', { slug: 'Bad Slug' })).toEqual({ ok: true, data: { available: false, invalid: true } });
  });

  it('refuses an invalid form with the SPEC messages', async () => {
    const result = await actions.savePostAction('en', {
      form: { ...validForm, title: '', slug: 'a--b', author: '', featuredImageUrl: 'nope' },
    });
    expect(result).toEqual({
      ok: false,
      title: 'Validation Failed',
      formError: 'Please fix the errors before saving',
      fieldErrors: {
        title: 'Title is required',
        slug: 'Slug cannot contain consecutive hyphens',
        author: 'Author is required',
        featuredImageUrl: 'Invalid image URL format',
      },
    });
  });

  it('a save from "Duplicate" is recorded as post.duplicate by the signed-in administrator, naming its source', async () => {
    const result = await actions.savePostAction('en', { form: { ...validForm, slug: 'dup-copy' }, duplicateOf: postId });
    expect(result.ok).toBe(true);
    const [row] = await t.handle.runner.query<{ action: string; actor_email: string; detail: unknown }>(
      'select action, actor_email, detail from audit_log where target_id = $1',
      [result.ok ? result.data.id : ''],
    );
    expect(row).toMatchObject({ action: 'post.duplicate', actor_email: 'admin@example.com', detail: { source: postId } });
  });

  it("a taken slug is 'This slug is already taken'", async () => {
    const result = await actions.savePostAction('en', { form: { ...validForm, slug: 'kept' } });
    expect(result.ok ? null : result.fieldErrors?.slug).toBe(en.editor.validation.slugTaken);
  });

  it('creates (published), revalidates the public tags, then updates with a new slug (old and new revalidated)', async () => {
    const created = await actions.savePostAction('en', { form: validForm });
    expect(created).toMatchObject({
      ok: true,
      data: { created: true, slug: 'new-post' },
      title: 'Created!',
      message: 'Blog post published successfully',
    });
    expect(revalidated).toEqual(['posts', 'post:new-post']);
    revalidated.length = 0;
    const id = created.ok ? created.data.id : '';
    const updated = await actions.savePostAction('en', { id, form: { ...validForm, slug: 'renamed', status: 'draft' } });
    expect(updated).toMatchObject({
      ok: true,
      data: { created: false },
      title: 'Updated!',
      message: 'Blog post saved as draft successfully',
    });
    expect(revalidated).toEqual(['posts', 'post:new-post', 'post:renamed']);
  });

  it('archive, unarchive and delete', async () => {
    expect(await actions.setArchivedAction('en', { id: postId, archived: true })).toEqual({
      ok: true,
      data: null,
      title: 'Archived',
      message: 'Blog post archived',
    });
    expect((await snapshot()).find((p) => p.slug === 'kept')?.status).toBe('archived');
    expect((await actions.setArchivedAction('en', { id: postId, archived: false })).ok).toBe(true);
    expect((await snapshot()).find((p) => p.slug === 'kept')?.status).toBe('published');
    expect(await actions.deletePostAction('en', { id: postId })).toEqual({
      ok: true,
      data: null,
      title: 'Deleted',
      message: 'Blog post deleted successfully',
    });
    expect(await actions.deletePostAction('en', { id: postId })).toEqual({
      ok: false,
      title: 'Error',
      formError: 'Failed to delete blog post',
    });
  });

  it('schedule (future only), publish now and unschedule', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const past = await actions.savePostAction('en', {
      form: { ...validForm, slug: 'later', status: 'scheduled', scheduledAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past).toMatchObject({ ok: false, fieldErrors: { scheduledAt: 'The publication time must be in the future' } });
    const missing = await actions.savePostAction('en', { form: { ...validForm, slug: 'later', status: 'scheduled' } });
    expect(missing).toMatchObject({ ok: false, fieldErrors: { scheduledAt: 'Choose the date and time to publish' } });
    expect((await snapshot()).find((p) => p.slug === 'later')).toBeUndefined();

    const saved = await actions.savePostAction('en', { form: { ...validForm, slug: 'later', status: 'scheduled', scheduledAt: at } });
    expect(saved).toMatchObject({ ok: true, data: { status: 'scheduled' }, message: 'Blog post scheduled successfully' });
    const id = saved.ok ? saved.data.id : '';
    const row = async () => {
      const [r] = await t.handle.runner.query<{ status: string; at: string | null }>(
        `select status, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from blog_posts where id = $1`,
        [id],
      );
      return { status: r!.status, at: r!.at === null ? null : Date.parse(r!.at) };
    };
    expect(await row()).toEqual({ status: 'scheduled', at: Date.parse(at) });

    revalidated.length = 0;
    expect(await actions.changeScheduleAction('en', { id, to: 'draft' })).toMatchObject({ ok: true, title: 'Unscheduled' });
    expect(await row()).toEqual({ status: 'draft', at: null });
    expect(revalidated).toEqual(['posts', 'post:later']);
    // Not scheduled any more: refused, nothing changes.
    expect(await actions.changeScheduleAction('en', { id, to: 'published' })).toMatchObject({ ok: false });
    expect((await row()).status).toBe('draft');

    await actions.savePostAction('en', { id, form: { ...validForm, slug: 'later', status: 'scheduled', scheduledAt: at } });
    const before = Date.now();
    expect(await actions.changeScheduleAction('en', { id, to: 'published' })).toMatchObject({ ok: true, title: 'Published' });
    const published = await row();
    expect(published.status).toBe('published');
    expect(published.at).toBeGreaterThanOrEqual(before - 1000);
    expect(published.at).toBeLessThan(Date.parse(at));
  });
});

describe('History as the blog administrator', () => {
  beforeEach(() => {
    jar.token = blogAdminToken;
  });

  it('lists the versions, restores one (revalidating old and new slug) and refuses a slug now taken', async () => {
    const created = await actions.savePostAction('en', { form: { ...validForm, slug: 'history-post', title: 'History v1' } });
    const id = created.ok ? created.data.id : '';
    await actions.savePostAction('en', { id, form: { ...validForm, slug: 'history-renamed', title: 'History v2' } });
    const listed = await actions.listPostRevisionsAction('en', { id });
    if (!listed.ok) throw new Error('list failed');
    expect(listed.data.rows.map((r) => [r.kind, r.authorEmail])).toEqual([
      ['update', 'admin@example.com'],
      ['create', 'admin@example.com'],
    ]);
    const [v2, v1] = listed.data.rows;
    // The panel gets each version's changes (computed on the server), never the full copies.
    expect(v2).not.toHaveProperty('snapshot');
    expect(v2?.changes).toEqual(expect.arrayContaining([{ kind: 'field', field: 'title', before: 'History v1', after: 'History v2' }]));
    expect(v1?.changes).toBeNull();
    revalidated.length = 0;

    expect(await actions.restorePostRevisionAction('en', { id, revisionId: v1!.id })).toEqual({
      ok: true,
      data: { slug: 'history-post' },
      title: en.revisions.restored,
    });
    expect(revalidated).toEqual(['posts', 'post:history-renamed', 'post:history-post']);
    expect((await snapshot()).map((p) => p.title)).toContain('History v1');

    await actions.savePostAction('en', { form: { ...validForm, slug: 'history-renamed', title: 'Another' } });
    revalidated.length = 0;
    expect(await actions.restorePostRevisionAction('en', { id, revisionId: v2!.id })).toEqual({
      ok: false,
      formError: en.revisions.errors.slugTaken,
    });
    expect(await actions.restorePostRevisionAction('en', { id, revisionId: 999_999 })).toEqual({
      ok: false,
      formError: en.revisions.errors.notFound,
    });
    expect(revalidated).toEqual([]);
  });
});
