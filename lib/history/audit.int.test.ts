import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { createPost, deletePost, setPostArchived, updatePost } from '@/lib/blog/admin/mutations';
import { validatePostForm, type PostForm, type PostFormInput } from '@/lib/blog/admin/schemas';
import { insertTestCategory } from '@/lib/blog/test-fixtures';
import { createItem, deleteItem, updateItem } from '@/lib/catalog/mutations';
import { categories } from '@/lib/db/schema';
import { setInquiryStatus, addInquiryNote, markInquiryUnread } from '@/lib/inquiries/admin-writes';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { withActor } from './actor';

// Every admin write appends exactly one entry in its own transaction, as the actor of
// the request (withActor, which adminAction() sets up); the table refuses UPDATE and DELETE.

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([
    { id: 6, name: 'Hardbox' },
    { id: 5, name: 'Softbox' },
  ]);
});
afterEach(async () => t.cleanup());

type Row = { actor_id: string | null; actor_email: string; action: string; target_type: string; target_id: string; target_label: string };
type Entry = Row & { changes: Record<string, [unknown, unknown]> | null; detail: Record<string, unknown> | null };
const entries = () => t.handle.runner.query<Entry>('select * from audit_log order by id');
const ana = { userId: '11111111-1111-4111-8111-111111111111', email: 'ana@x.test' };

const item = {
  categoryId: 6,
  itemName: 'Rigid box',
  descriptionHtml: '<p>Strong</p>',
  specs: [{ name: 'Size', value: '10 cm' }],
  gallery: [],
};

async function breakTable(timing: 'insert' | 'update', table: string) {
  await t.handle.runner.exec(`
    create or replace function injected_failure() returns trigger language plpgsql as $$
    begin raise exception 'injected failure'; end $$;
    create trigger injected_failure before ${timing} on ${table} for each row execute function injected_failure();`);
}

describe('item writes', () => {
  it('an update writes one entry as the request actor with the changed fields only', async () => {
    const { id } = await createItem(item);
    const [created] = await entries();
    expect(created).toMatchObject({ action: 'item.create', actor_id: null, actor_email: 'system', target_id: String(id) });
    expect(created?.changes).toMatchObject({ name: [null, 'Rigid box'], category: [null, 'Hardbox'] });

    await withActor(ana, () =>
      updateItem({ ...item, id, categoryId: 5, itemName: 'Rigid box XL', specs: [{ name: 'Size', value: '12 cm' }], gallery: [] }),
    );
    const rows = await entries();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'item.update',
      actor_id: ana.userId,
      actor_email: ana.email,
      target_type: 'item',
      target_label: 'Rigid box XL',
    });
    expect(rows[1]?.changes).toEqual({
      name: ['Rigid box', 'Rigid box XL'],
      category: ['Hardbox', 'Softbox'],
      specs: [['Size: 10 cm'], ['Size: 12 cm']],
    });
  });

  it('names a changed product field in its one-line text', async () => {
    const { id } = await createItem(item);
    await withActor(ana, () =>
      updateItem({
        ...item,
        id,
        fields: { innerSize: { length: 300, width: 220, height: 100 }, leadTime: { min: 10, max: 14 }, certifications: ['fsc'] },
        gallery: [],
      }),
    );
    expect((await entries())[1]?.changes).toEqual({
      innerSize: [null, '300 × 220 × 100 mm'],
      leadTime: [null, '10–14'],
      certifications: [null, 'fsc'],
    });
  });

  it('a failed write leaves no entry (the entry rolls back with it)', async () => {
    const { id } = await createItem(item);
    await breakTable('insert', 'item_specifications');
    await expect(
      withActor(ana, () => updateItem({ ...item, id, itemName: 'Never', specs: [{ name: 'New', value: 'x' }], gallery: [] })),
    ).rejects.toThrow();
    await expect(withActor(ana, () => createItem({ ...item, itemName: 'Never either' }))).rejects.toThrow();
    expect((await entries()).map((r) => r.action)).toEqual(['item.create']);
  });

  it('a delete keeps the label and the last values', async () => {
    const { id } = await createItem(item);
    await withActor(ana, () => deleteItem(id));
    const last = (await entries()).at(-1);
    expect(last).toMatchObject({ action: 'item.delete', target_label: 'Rigid box', actor_email: ana.email });
    expect(last?.changes?.name).toEqual(['Rigid box', null]);
  });
});

function form(over: Partial<PostFormInput> = {}): PostForm {
  const r = validatePostForm({
    title: 'Choosing a hardbox',
    slug: 'choosing-a-hardbox',
    author: 'Kemas',
    excerpt: 'Why rigid boxes',
    featuredImageUrl: '',
    featuredImageAlt: '',
    status: 'draft',
    categories: [],
    tags: [],
    metaTitle: '',
    metaDescription: '',
    blocks: [{ id: 'c', type: 'text', content: { content: 'Hello there world' } }],
    ...over,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  return r.data;
}

describe('post writes', () => {
  it('a save writes one entry; publishing is recorded as post.publish with the status change', async () => {
    const cat = await insertTestCategory(t.handle.db, 'Guides');
    const saved = await withActor(ana, () => createPost(form()));
    await withActor(ana, () => updatePost(saved.id, form({ status: 'published', title: 'Choosing well', categories: [cat] })));
    const rows = await entries();
    expect(rows.map((r) => r.action)).toEqual(['post.create', 'post.publish']);
    expect(rows[1]).toMatchObject({ actor_email: ana.email, target_type: 'post', target_id: saved.id, target_label: 'Choosing well' });
    expect(rows[1]?.changes).toMatchObject({
      title: ['Choosing a hardbox', 'Choosing well'],
      status: ['draft', 'published'],
      categories: [[], ['Guides']],
    });
    expect(Object.keys(rows[1]?.changes ?? {})).not.toContain('content');
    const copy = await withActor(ana, () => createPost(form({ slug: 'choosing-well-copy' }), undefined, { duplicateOf: saved.id }));
    expect((await entries()).at(-1)).toMatchObject({ action: 'post.duplicate', target_id: copy.id, detail: { source: saved.id } });
    await updatePost(saved.id, form({ status: 'published', title: 'Choosing well', categories: [cat], blocks: [] }));
    expect((await entries()).at(-1)?.action).toBe('post.update');
    expect(Object.keys((await entries()).at(-1)?.changes ?? {})).toEqual(['content']);
  });

  it('archive and delete are recorded; the delete and its entry share one transaction', async () => {
    const saved = await createPost(form({ status: 'published' }));
    await setPostArchived(saved.id, true);
    await breakTable('insert', 'audit_log');
    await expect(deletePost(saved.id)).rejects.toThrow();
    expect(await t.handle.runner.query('select id from blog_posts')).toHaveLength(1);
    await t.handle.runner.exec('drop trigger injected_failure on audit_log');
    await deletePost(saved.id);
    const rows = await entries();
    expect(rows.map((r) => r.action)).toEqual(['post.create', 'post.archive', 'post.delete']);
    expect(rows[1]?.changes).toEqual({ status: ['published', 'archived'] });
  });
});

describe('inquiry writes', () => {
  it('status change, note and unread are each one entry', async () => {
    const id = await insertTestInquiry(t.handle.db, { reference: 'Q-1', name: 'Budi' });
    await withActor(ana, async () => {
      await setInquiryStatus(id, 'contacted');
      await addInquiryNote(id, ana.email, 'Called back');
      await markInquiryUnread(id);
    });
    expect(await setInquiryStatus(999_999, 'won')).toEqual({ found: false });
    const rows = await entries();
    expect(rows.map((r) => r.action)).toEqual(['inquiry.status', 'inquiry.note', 'inquiry.unread']);
    // The note's text and the visitor's name stay out of the log (it outlives purged inquiries).
    expect(rows[1]?.detail).toEqual({ noteChars: 11 });
    expect(JSON.stringify(rows)).not.toMatch(/Budi|Called back/);
    expect(rows[0]).toMatchObject({ target_label: 'Q-1', actor_email: ana.email, changes: { status: ['new', 'contacted'] } });
  });
});

describe('append-only', () => {
  it('refuses UPDATE and DELETE on audit_log', async () => {
    await createItem(item);
    await expect(t.handle.runner.exec("update audit_log set actor_email = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.handle.runner.exec('delete from audit_log')).rejects.toThrow(/append-only/);
    expect(await entries()).toHaveLength(1);
  });
});
