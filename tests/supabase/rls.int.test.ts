import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempt,
  createSupabaseLikeDatabase,
  publicRelations,
  supabaseLikeUnavailable,
  type Outcome,
  type SupabaseLikeDatabase,
} from './harness';
import { CALLERS, IDS, PUBLIC_READ, seedEverything } from './seed';

// What the public Data API (PostgREST, anon key) and a signed-up Supabase user can do once
// supabase/policies.sql is applied on a Supabase-like database. Enumerates tables and functions
// from the catalog: a table added by a later migration is checked without editing this file.
const skipReason = supabaseLikeUnavailable();

const { anon, nonAdmin, selfPromoted, admin } = CALLERS;
const API_CALLERS = [anon, nonAdmin, selfPromoted, admin];

// Visitors' names, e-mails and phone numbers. Written and read by the server only.
// Quotations (prices for one buyer) likewise: the buyer's page reads them through the server only.
const QUOTATION_TABLES = ['quotations', 'quotation_versions', 'quotation_lines', 'quotation_tiers'];
const INQUIRY_TABLES = ['inquiries', 'inquiry_lines', 'inquiry_notes', ...QUOTATION_TABLES];

const denied = (o: Outcome) => (o.ok ? `allowed (${o.count} rows)` : o.code);
const sortRows = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r.r)).sort();

describe.skipIf(skipReason !== null)(`Supabase row-level security${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let db: SupabaseLikeDatabase;
  let tables: string[];
  let readable: string[];
  let beforePolicies: Outcome;

  beforeAll(async () => {
    db = await createSupabaseLikeDatabase();
    await seedEverything(db.sql);
    // Supabase's default grants alone expose everything: proves the set-up is as open as a real project.
    beforePolicies = await attempt(db.sql, anon, 'select email from public.admin_users');
    // An upgrade: the previous policies.sql granted the view counter to the API roles.
    await db.sql`grant execute on function public.increment_blog_views(uuid) to anon, authenticated`;
    await db.applyPolicies();
    const relations = await publicRelations(db.sql);
    tables = relations.tables;
    readable = [...relations.tables, ...relations.views];
  }, 120_000);
  afterAll(async () => db?.cleanup());

  it('starts from Supabase defaults that expose every table to anon', () => {
    expect(beforePolicies).toMatchObject({ ok: true, rows: [{ email: 'owner@example.test' }] });
  });

  it('policies.sql can be applied again and leaves the same policies and grants', async () => {
    const snapshot = () =>
      db.sql`select schemaname, tablename, policyname, cmd, roles::text, qual, with_check from pg_policies
             union all select 'acl', relname, coalesce(relacl::text, ''), '', '', '', '' from pg_class
             where relnamespace = 'public'::regnamespace order by 1, 2, 3`;
    const before = await snapshot();
    await db.applyPolicies();
    expect(await snapshot()).toEqual(before);
  });

  it('covers the server-only tables; every public table has RLS on, no write grant, no sequence grant', async () => {
    expect(tables).toEqual(
      expect.arrayContaining([
        'admin_users',
        'auth_attempts',
        'blog_post_views',
        'schema_migrations',
        'audit_log',
        'revisions',
        'blog_media',
        'staged_photos',
        ...INQUIRY_TABLES,
        ...Object.keys(PUBLIC_READ),
      ]),
    );
    const rows = await db.sql<{ name: string; kind: string; rls: boolean; role: string; select: boolean; write: boolean }[]>`
      select c.relname as name, c.relkind as kind, c.relrowsecurity as rls, r.role,
             case when c.relkind = 'S' then has_sequence_privilege(r.role, c.oid, 'usage, select')
                  else has_table_privilege(r.role, c.oid, 'select') end as select,
             case when c.relkind = 'S' then has_sequence_privilege(r.role, c.oid, 'update')
                  else has_table_privilege(r.role, c.oid, 'insert, update, delete, truncate, references, trigger') end as write
      from pg_class c cross join (values ('anon'), ('authenticated')) r(role)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')`;
    const problems = rows
      .filter((r) => ((r.kind === 'r' || r.kind === 'p') && !r.rls) || r.write || r.select !== r.name in PUBLIC_READ)
      .map((r) => `${r.name} (${r.kind})/${r.role}: rls=${r.rls} select=${r.select} write=${r.write}`);
    expect(problems).toEqual([]);
  });

  for (const caller of API_CALLERS) {
    it(`${caller.name} reads only the catalogue and published blog content`, async () => {
      for (const table of readable) {
        const seen = await attempt(db.sql, caller, `select to_jsonb(t) as r from public.${table} t`);
        const filter = PUBLIC_READ[table];
        if (filter === undefined) {
          expect(denied(seen), `${caller.name} reading ${table}`).toBe('42501');
          continue;
        }
        const expected = await db.sql.unsafe(`select to_jsonb(t) as r from public.${table} t where ${filter}`);
        expect(seen.ok, `${caller.name} reading ${table}: ${denied(seen)}`).toBe(true);
        if (seen.ok) expect(sortRows(seen.rows), `${caller.name} reading ${table}`).toEqual(sortRows([...expected]));
      }
      const posts = await attempt(db.sql, caller, 'select id from public.blog_posts order by id');
      expect(posts).toMatchObject({ ok: true, rows: [{ id: IDS.published }, { id: IDS.scheduledLive }] });
      const blocks = await attempt(db.sql, caller, 'select distinct blog_post_id from public.blog_content_blocks order by 1');
      expect(blocks).toMatchObject({ ok: true, rows: [{ blog_post_id: IDS.published }, { blog_post_id: IDS.scheduledLive }] });
      const labels = await attempt(db.sql, caller, 'select id from public.blog_categories union all select id from public.blog_tags');
      expect(labels.ok && labels.rows.map((r) => r.id).sort()).toEqual([IDS.tagInUse, IDS.categoryInUse].sort());
    });

    it(`${caller.name} reads catalogue translations, and blog translations only of published posts and labels in use`, async () => {
      const catalogue = await attempt(
        db.sql,
        caller,
        `select (select count(*) from public.category_translations)::int as c, (select count(*) from public.item_translations)::int as i,
                (select count(*) from public.item_specification_translations)::int as s`,
      );
      expect(catalogue).toMatchObject({ ok: true, rows: [{ c: 3, i: 2, s: 1 }] });
      const live = [{ blog_post_id: IDS.published }, { blog_post_id: IDS.scheduledLive }];
      // Not the draft's, the archived post's or the one scheduled for tomorrow: neither its title nor its slug.
      const posts = await attempt(db.sql, caller, 'select distinct blog_post_id from public.blog_post_translations order by 1');
      expect(posts).toMatchObject({ ok: true, rows: live });
      const bySlug = await attempt(db.sql, caller, `select 1 from public.blog_post_translations where slug = 'yiwen-55555555'`);
      expect(bySlug).toMatchObject({ ok: true, rows: [] });
      const blocks = await attempt(db.sql, caller, 'select distinct blog_post_id from public.blog_content_block_translations order by 1');
      expect(blocks).toMatchObject({ ok: true, rows: live });
      const labels = await attempt(
        db.sql,
        caller,
        'select category_id as id from public.blog_category_translations union all select tag_id from public.blog_tag_translations',
      );
      expect(labels.ok && labels.rows.map((r) => r.id).sort()).toEqual([IDS.tagInUse, IDS.categoryInUse].sort());
      for (const table of [
        'category_translations',
        'item_translations',
        'item_specification_translations',
        'blog_post_translations',
        'blog_content_block_translations',
        'blog_category_translations',
        'blog_tag_translations',
      ]) {
        expect(
          denied(await attempt(db.sql, caller, `insert into public.${table} default values`)),
          `${caller.name}: insert into ${table}`,
        ).toBe('42501');
        expect(denied(await attempt(db.sql, caller, `update public.${table} set locale = locale`)), `${caller.name}: update ${table}`).toBe(
          '42501',
        );
      }
    });

    it(`${caller.name} writes nothing in any public table`, async () => {
      for (const table of tables) {
        const [first] = await db.sql<{ column: string }[]>`
          select quote_ident(attname) as column from pg_attribute
          where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped
            and attgenerated = '' and attidentity <> 'a' order by attnum limit 1`;
        if (!first) throw new Error(`${table} has no updatable column`);
        const { column } = first;
        const insert = await attempt(db.sql, caller, `insert into public.${table} default values`);
        expect(denied(insert), `${caller.name}: insert into ${table}`).toBe('42501');
        const truncate = await attempt(db.sql, caller, `truncate public.${table} cascade`);
        expect(denied(truncate), `${caller.name}: truncate ${table}`).toBe('42501');
        // Without a grant PostgreSQL refuses (42501); RLS alone would match no row (0 rows): both are safe.
        for (const statement of [`update public.${table} set ${column} = ${column}`, `delete from public.${table}`]) {
          const outcome = await attempt(db.sql, caller, statement);
          expect(['42501', 'allowed (0 rows)'], `${caller.name}: ${statement} -> ${denied(outcome)}`).toContain(denied(outcome));
        }
      }
    });
  }

  it('no function in public is executable through the Data API, increment_blog_views included', async () => {
    const grants = await db.sql<{ fn: string; role: string }[]>`
      select p.oid::regprocedure::text as fn, r.role from pg_proc p cross join (values ('anon'), ('authenticated')) r(role)
      where p.pronamespace = 'public'::regnamespace and has_function_privilege(r.role, p.oid, 'execute')
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
    expect(grants).toEqual([]);
    for (const caller of API_CALLERS) {
      const call = await attempt(db.sql, caller, 'select public.increment_blog_views($1::uuid)', [IDS.published]);
      expect(denied(call), `${caller.name} calling increment_blog_views`).toBe('42501');
    }
    const views = await db.sql`select views_count from blog_posts where id = ${IDS.published}`;
    expect(views).toEqual([{ views_count: 0 }]);
  });
  // Last: it grants and then restores the policies.
  it('blog media library: no API caller reads, inserts or deletes rows, even if a grant slips in', async () => {
    await db.sql`insert into blog_media (object_path, url, width, height, byte_size, uploaded_by)
                 values ('blog/blog-rls.jpg', '/storage/itemphotos/blog/blog-rls.jpg', 10, 10, 100, 'owner@example.test')`;
    const insert = `insert into public.blog_media (object_path, url, width, height, byte_size) values ('blog/x.jpg', '/x', 1, 1, 1)`;
    const probes = ['select * from public.blog_media', insert, 'delete from public.blog_media'];
    for (const caller of API_CALLERS) {
      for (const statement of probes)
        expect(denied(await attempt(db.sql, caller, statement)), `${caller.name}: ${statement}`).toBe('42501');
    }
    await db.sql`grant select, insert on public.blog_media to anon, authenticated`;
    try {
      for (const caller of API_CALLERS) {
        expect(await attempt(db.sql, caller, 'select * from public.blog_media'), caller.name).toMatchObject({ ok: true, rows: [] });
        expect(denied(await attempt(db.sql, caller, insert)), `${caller.name} inserting`).toBe('42501');
      }
    } finally {
      await db.applyPolicies();
    }
    const [count] = await db.sql<{ n: number }[]>`select count(*)::int as n from blog_media`;
    expect(count?.n).toBe(1);
  });

  it('inquiries: no API caller reads or inserts them, and RLS alone still refuses if a grant slips in', async () => {
    const [inquiry] = await db.sql<{ id: number }[]>`
      insert into inquiries (reference, locale, name, email, consent_at) values ('Q-2611-RLS22', 'id', 'Private Person', 'p@example.test', now())
      returning id`;
    await db.sql`insert into inquiry_lines (inquiry_id, position, item_name, item_path, quantity) values (${inquiry?.id ?? 0}, 1, 'Box', '/product/1', 10)`;
    await db.sql`insert into inquiry_notes (inquiry_id, author, body) values (${inquiry?.id ?? 0}, 'sales', 'called back')`;
    const rlsOn = await db.sql<{ name: string; rls: boolean }[]>`
      select relname as name, relrowsecurity as rls from pg_class where relnamespace = 'public'::regnamespace and relname in ${db.sql(INQUIRY_TABLES)}`;
    expect(rlsOn.map((r) => [r.name, r.rls]).sort()).toEqual(INQUIRY_TABLES.map((name) => [name, true]).sort());
    const policies = await db.sql`select tablename from pg_policies where schemaname = 'public' and tablename in ${db.sql(INQUIRY_TABLES)}`;
    expect(policies).toEqual([]);

    const insertInquiry = `insert into public.inquiries (reference, locale, name, email, consent_at) values ('Q-2611-ANON2', 'en', 'Bot', 'b@example.test', now())`;
    const probes = (id: number) => [
      ...INQUIRY_TABLES.map((table) => `select * from public.${table}`),
      insertInquiry,
      `insert into public.inquiry_lines (inquiry_id, position, item_name, item_path, quantity) values (${id}, 2, 'X', '/x', 1)`,
      `insert into public.inquiry_notes (inquiry_id, author, body) values (${id}, 'anon', 'x')`,
      `insert into public.quotations (inquiry_id, reference) values (${id}, 'Q-2026-9999')`,
    ];
    for (const caller of API_CALLERS) {
      for (const statement of probes(inquiry?.id ?? 0)) {
        expect(denied(await attempt(db.sql, caller, statement)), `${caller.name}: ${statement}`).toBe('42501');
      }
    }

    // A later mistake (say, a dashboard click granting the tables to anon): with RLS on and no
    // policy, reads still see no row and inserts are refused by the row-level check.
    await db.sql.unsafe(`grant select, insert on ${INQUIRY_TABLES.map((t) => `public.${t}`).join(', ')} to anon, authenticated`);
    try {
      for (const caller of API_CALLERS) {
        for (const table of INQUIRY_TABLES) {
          expect(await attempt(db.sql, caller, `select * from public.${table}`), `${caller.name} reading ${table}`).toMatchObject({
            ok: true,
            rows: [],
          });
        }
        expect(denied(await attempt(db.sql, caller, insertInquiry)), `${caller.name} inserting`).toBe('42501');
      }
    } finally {
      await db.applyPolicies();
    }
    const [count] = await db.sql<{ n: number }[]>`select count(*)::int as n from inquiries`;
    expect(count?.n).toBe(1);
  });
});
