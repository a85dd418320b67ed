import type { Sql } from 'postgres';
import { ANON_CLAIMS, userClaims, type Caller } from './harness';

/** Fixed ids so the assertions can name what must stay hidden. */
export const IDS = {
  published: '11111111-1111-4111-8111-111111111111',
  draft: '22222222-2222-4222-8222-222222222222',
  archived: '33333333-3333-4333-8333-333333333333',
  /** Scheduled, its time passed: public. */
  scheduledLive: '44444444-4444-4444-8444-444444444444',
  /** Scheduled for tomorrow: hidden, with a tag only it uses. */
  scheduledFuture: '55555555-5555-4555-8555-555555555555',
  categoryInUse: 'c1111111-1111-4111-8111-111111111111',
  categoryDraftOnly: 'c2222222-2222-4222-8222-222222222222',
  categoryArchivedOnly: 'c3333333-3333-4333-8333-333333333333',
  tagInUse: 'a1111111-1111-4111-8111-111111111111',
  tagDraftOnly: 'a2222222-2222-4222-8222-222222222222',
  tagScheduledOnly: 'a3333333-3333-4333-8333-333333333333',
  adminUser: 'd1111111-1111-4111-8111-111111111111',
  nonAdminUser: 'd2222222-2222-4222-8222-222222222222',
  existingPhoto: 'items/9101/main.webp',
};

/** Who calls the Data API and Storage in the policy suites (PostgREST's role + JWT claims). */
export const CALLERS = {
  anon: { name: 'anon', role: 'anon', claims: ANON_CLAIMS },
  nonAdmin: { name: 'signed-up user', role: 'authenticated', claims: userClaims(IDS.nonAdminUser) },
  // user_metadata is editable by the user (auth.updateUser): it must never grant anything.
  selfPromoted: {
    name: 'user with role=admin in user_metadata',
    role: 'authenticated',
    claims: userClaims(IDS.nonAdminUser, {}, { role: 'admin' }),
  },
  admin: { name: 'admin (app_metadata.role=admin)', role: 'authenticated', claims: userClaims(IDS.adminUser, { role: 'admin' }) },
} satisfies Record<string, Caller>;

/**
 * Rows in every table, written as the server (owner) role: catalogue, a published, a draft and an
 * archived post (each with blocks, a category and a tag), a category and a tag used only by the
 * draft, an admin account, a throttle row and a counted view.
 */
export async function seedEverything(sql: Sql): Promise<void> {
  const { published, draft, archived, scheduledLive, scheduledFuture } = IDS;
  await sql.unsafe(`
    insert into categories (id, name) values (9001, 'Bottles'), (9002, 'Jars');
    insert into items (id, item_name, category_id, main_photo_url) values
      (9101, 'Bottle 1 L', 9001, 'https://example.test/storage/v1/object/public/itemphotos/items/9101/main.webp'),
      (9102, 'Jar 500 ml', 9002, null);
    insert into item_specifications (item_id, spec_name, spec_value) values (9101, 'Volume', '1 L'), (9102, 'Neck', '70 mm');
    insert into item_gallery (item_id, photo_url) values (9101, 'https://example.test/g1.webp');

    insert into blog_categories (id, name, slug) values
      ('${IDS.categoryInUse}', 'News', 'news'),
      ('${IDS.categoryDraftOnly}', 'Secret launch', 'secret-launch'),
      ('${IDS.categoryArchivedOnly}', 'Old promo', 'old-promo');
    insert into blog_tags (id, name, slug) values ('${IDS.tagInUse}', 'PET', 'pet'), ('${IDS.tagDraftOnly}', 'Embargoed', 'embargoed'),
      ('${IDS.tagScheduledOnly}', 'Tomorrow', 'tomorrow');
    insert into blog_posts (id, title, slug, author, status, published_at) values
      ('${published}', 'Published post', 'published-post', 'Editor', 'published', now()),
      ('${draft}', 'Draft post', 'draft-post', 'Editor', 'draft', null),
      ('${archived}', 'Archived post', 'archived-post', 'Editor', 'archived', now() - interval '1 year'),
      ('${scheduledLive}', 'Scheduled, live', 'scheduled-live', 'Editor', 'scheduled', now() - interval '1 hour'),
      ('${scheduledFuture}', 'Scheduled, tomorrow', 'scheduled-future', 'Editor', 'scheduled', now() + interval '1 day');
    insert into blog_content_blocks (blog_post_id, block_type, content, sort_order)
      select p, 'paragraph', jsonb_build_object('text', 'block ' || n), n
      from unnest(array['${published}', '${draft}', '${archived}', '${scheduledLive}', '${scheduledFuture}']::uuid[]) p, generate_series(1, 2) n;
    insert into blog_post_categories (blog_post_id, category_id) values
      ('${published}', '${IDS.categoryInUse}'), ('${draft}', '${IDS.categoryInUse}'),
      ('${draft}', '${IDS.categoryDraftOnly}'), ('${archived}', '${IDS.categoryArchivedOnly}');
    insert into blog_post_tags (blog_post_id, tag_id) values
      ('${published}', '${IDS.tagInUse}'), ('${draft}', '${IDS.tagDraftOnly}'), ('${archived}', '${IDS.tagInUse}'),
      ('${scheduledLive}', '${IDS.tagInUse}'), ('${scheduledFuture}', '${IDS.tagScheduledOnly}');

    -- Translations of everything above, public or not (the policies decide who sees which).
    insert into category_translations (category_id, locale, name) values (9001, 'id', 'Botol'), (9001, 'zh-CN', '瓶子'), (9002, 'id', 'Toples');
    insert into item_translations (item_id, locale, item_name) values (9101, 'zh-CN', '瓶子 1 升'), (9102, 'id', 'Toples 500 ml');
    insert into item_specification_translations (item_id, locale, position, spec_name, spec_value) values (9101, 'zh-CN', 0, '容量', '1 升');
    insert into blog_post_translations (blog_post_id, locale, title, slug)
      select p, 'zh-CN', '译文 ' || p, 'yiwen-' || left(p::text, 8)
      from unnest(array['${published}', '${draft}', '${archived}', '${scheduledLive}', '${scheduledFuture}']::uuid[]) p;
    insert into blog_content_block_translations (blog_post_id, locale, sort_order, block_type, content)
      select p, 'zh-CN', n, 'paragraph', jsonb_build_object('text', '段落 ' || n)
      from unnest(array['${published}', '${draft}', '${archived}', '${scheduledLive}', '${scheduledFuture}']::uuid[]) p, generate_series(1, 2) n;
    insert into blog_category_translations (category_id, locale, name) values
      ('${IDS.categoryInUse}', 'zh-CN', '新闻'), ('${IDS.categoryDraftOnly}', 'zh-CN', '秘密发布'), ('${IDS.categoryArchivedOnly}', 'id', 'Promo lama');
    insert into blog_tag_translations (tag_id, locale, name) values
      ('${IDS.tagInUse}', 'zh-CN', 'PET 塑料'), ('${IDS.tagDraftOnly}', 'zh-CN', '禁发'), ('${IDS.tagScheduledOnly}', 'id', 'Besok');

    insert into admin_users (email, password_hash) values ('owner@example.test', 'scrypt$not-a-real-hash');
    insert into auth_attempts (scope, key) values ('login-ip', '203.0.113.9');
    insert into blog_post_views (post_id, view_date, visitor_hash) values ('${published}', current_date, 'abc123');
  `);
}

/** One photo in the bucket policies.sql creates, and a second bucket the admin claim must not open. */
export async function seedStorage(sql: Sql): Promise<void> {
  await sql.unsafe(`
    insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
      values ('itemphotos', '${IDS.existingPhoto}', '${IDS.adminUser}', '${IDS.adminUser}', '{"mimetype": "image/webp", "size": 2048}');
    insert into storage.buckets (id, name, public) values ('other', 'other', false) on conflict (id) do nothing;
  `);
}

/**
 * What the public Data API may read of each public table, as a filter run by the owner role.
 * A table missing here must not be readable at all.
 */
// Published = 'published', or 'scheduled' whose time has come.
const LIVE = "(status = 'published' or (status = 'scheduled' and published_at <= now()))";
const LIVE_P = "(p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))";

export const PUBLIC_READ: Record<string, string> = {
  categories: 'true',
  items: 'true',
  item_specifications: 'true',
  item_gallery: 'true',
  blog_posts: LIVE,
  blog_content_blocks: `blog_post_id in (select id from blog_posts where ${LIVE})`,
  blog_post_categories: `blog_post_id in (select id from blog_posts where ${LIVE})`,
  blog_post_tags: `blog_post_id in (select id from blog_posts where ${LIVE})`,
  blog_categories: `id in (select pc.category_id from blog_post_categories pc join blog_posts p on p.id = pc.blog_post_id where ${LIVE_P})`,
  blog_tags: `id in (select pt.tag_id from blog_post_tags pt join blog_posts p on p.id = pt.blog_post_id where ${LIVE_P})`,
  // A translation is public exactly when the row it translates is.
  category_translations: 'true',
  item_translations: 'true',
  item_specification_translations: 'true',
  blog_post_translations: `blog_post_id in (select id from blog_posts where ${LIVE})`,
  blog_content_block_translations: `blog_post_id in (select id from blog_posts where ${LIVE})`,
  blog_category_translations: `category_id in (select pc.category_id from blog_post_categories pc join blog_posts p on p.id = pc.blog_post_id where ${LIVE_P})`,
  blog_tag_translations: `tag_id in (select pt.tag_id from blog_post_tags pt join blog_posts p on p.id = pt.blog_post_id where ${LIVE_P})`,
  // Product and category addresses (current and former slugs), as public as the pages they name.
  item_slugs: 'true',
  category_slugs: 'true',
};
