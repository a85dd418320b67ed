import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestPost } from '../test-fixtures';
import { getBlogStats, getPostForEditor, listAdminPosts, parsePostFilters } from './admin-queries';
import { changeSchedule, createPost, setPostArchived, updatePost } from './mutations';
import { validatePostForm, type PostForm, type PostFormInput } from './schemas';

// Scheduled publishing in the admin's writes and reads, with the clock passed in.

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => t.cleanup());

const NOW = new Date('2026-11-23T12:00:00.000Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 3_600_000);
const FAR = new Date(Date.now() + 30 * 24 * 3_600_000); // the schema checks "future" against the real clock

function form(over: Partial<PostFormInput> = {}): PostForm {
  const r = validatePostForm({
    title: 'Launch',
    slug: 'launch',
    author: 'Kemas',
    excerpt: '',
    featuredImageUrl: '',
    featuredImageAlt: '',
    status: 'draft',
    categories: [],
    tags: [],
    metaTitle: '',
    metaDescription: '',
    blocks: [{ id: 'a', type: 'text', content: { content: 'Soon' } }],
    ...over,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  return r.data;
}

describe('saving with a schedule', () => {
  it('stores the chosen UTC time; Publish on it is "publish now"; Save as Draft unschedules', async () => {
    const saved = await createPost(form({ status: 'scheduled', scheduledAt: FAR.toISOString() }), NOW);
    expect(saved.status).toBe('scheduled');
    expect(await getPostForEditor(saved.id)).toMatchObject({ status: 'scheduled', publishedAt: FAR.toISOString() });

    await updatePost(saved.id, form({ status: 'published' }), NOW);
    expect(await getPostForEditor(saved.id)).toMatchObject({ status: 'published', publishedAt: NOW.toISOString() });

    await updatePost(saved.id, form({ status: 'scheduled', scheduledAt: FAR.toISOString() }), NOW);
    await updatePost(saved.id, form({ status: 'draft' }), NOW);
    expect(await getPostForEditor(saved.id)).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('a scheduled post already live keeps its date when published again', async () => {
    const id = await insertTestPost(t.handle.db, { slug: 'launch', status: 'scheduled', publishedAt: new Date('2026-11-01T00:00:00Z') });
    await updatePost(id, form({ status: 'published' }), NOW);
    expect(await getPostForEditor(id)).toMatchObject({ status: 'published', publishedAt: '2026-11-01T00:00:00.000Z' });
  });

  it('refuses a time that is not in the future, or none', () => {
    const past = validatePostForm({ ...form(), status: 'scheduled', scheduledAt: new Date(Date.now() - 1).toISOString() });
    expect(past).toEqual({ ok: false, fieldErrors: { scheduledAt: 'scheduleInPast' } });
    expect(validatePostForm({ ...form(), status: 'scheduled', scheduledAt: '' })).toEqual({
      ok: false,
      fieldErrors: { scheduledAt: 'scheduleRequired' },
    });
    expect(validatePostForm({ ...form(), status: 'draft', scheduledAt: 'whatever' }).ok).toBe(true);
  });

  it('unarchive returns a post whose time is still to come to scheduled', async () => {
    const id = await insertTestPost(t.handle.db, { slug: 'later', status: 'scheduled', publishedAt: IN_AN_HOUR });
    await setPostArchived(id, true, NOW);
    expect((await setPostArchived(id, false, NOW))?.status).toBe('scheduled');
  });
});

describe('list actions and reads', () => {
  it('publish now and unschedule act on a waiting post only', async () => {
    const waiting = await insertTestPost(t.handle.db, { slug: 'waiting', status: 'scheduled', publishedAt: IN_AN_HOUR });
    const live = await insertTestPost(t.handle.db, { slug: 'live', status: 'scheduled', publishedAt: new Date('2026-11-01T00:00:00Z') });
    expect(await changeSchedule(live, 'draft', NOW)).toBeNull();
    expect(await changeSchedule(waiting, 'published', NOW)).toMatchObject({ status: 'published' });
    expect(await getPostForEditor(waiting)).toMatchObject({ status: 'published' });
    expect((await getPostForEditor(waiting))?.publishedAt).toBe(NOW.toISOString());
    expect(await changeSchedule(waiting, 'draft', NOW)).toBeNull();
  });

  it('the management list shows waiting posts as scheduled (with their time) and live ones as published', async () => {
    await insertTestPost(t.handle.db, { slug: 'waiting', status: 'scheduled', publishedAt: IN_AN_HOUR });
    await insertTestPost(t.handle.db, { slug: 'live', status: 'scheduled', publishedAt: new Date('2026-11-01T00:00:00Z') });
    await insertTestPost(t.handle.db, { slug: 'plain', status: 'published' });
    await insertTestPost(t.handle.db, { slug: 'draft', status: 'draft', publishedAt: null });
    const all = await listAdminPosts(parsePostFilters({}), NOW);
    expect(Object.fromEntries(all.posts.map((p) => [p.slug, p.status]))).toEqual({
      waiting: 'scheduled',
      live: 'published',
      plain: 'published',
      draft: 'draft',
    });
    expect(all.posts.find((p) => p.slug === 'waiting')?.publishedAt).toBe(IN_AN_HOUR.toISOString());
    const scheduled = await listAdminPosts(parsePostFilters({ status: 'scheduled' }), NOW);
    expect(scheduled.posts.map((p) => p.slug)).toEqual(['waiting']);
    const published = await listAdminPosts(parsePostFilters({ status: 'published' }), NOW);
    expect(published.posts.map((p) => p.slug).sort()).toEqual(['live', 'plain']);
    expect(await getBlogStats(NOW)).toMatchObject({ totalPosts: 4, publishedPosts: 2, draftPosts: 1 });
  });
});
