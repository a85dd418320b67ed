import 'server-only';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Tables that only hand-written SQL reads and writes (sessions, view counting): declared here all
// the same, so the Drizzle schema describes every table and lib/db/schema-drift.int.test.ts holds
// them to the migrations (0003, 0004, 0005), which also hold their foreign keys.

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When this session passed the second step (migration 0018); null until then. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

// One-time set-password links of the team screen (migration 0017; lib/team/password-links.ts).
export const adminPasswordLinks = pgTable(
  'admin_password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_password_links_user_idx').on(t.userId)],
);

export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id').notNull(),
    viewDate: date('view_date').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewDate, t.visitorHash] }), index('blog_post_views_view_date_idx').on(t.viewDate)],
);

export const blogViewQuota = pgTable(
  'blog_view_quota',
  {
    viewDate: date('view_date').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.viewDate, t.visitorHash] })],
);

// Two-factor sign-in (migration 0018; lib/auth/two-factor reads and writes them with raw SQL).
export const adminTotp = pgTable('admin_totp', {
  userId: uuid('user_id').primaryKey(),
  secretEnc: text('secret_enc').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.userId)],
);

/** Recovery codes of Supabase Auth users (migration 0024): no foreign key, auth.users is Supabase's. */
export const supabaseRecoveryCodes = pgTable(
  'supabase_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('supabase_recovery_codes_user_idx').on(t.userId)],
);

/** Wrong second-step codes per account and session, and the accounts whose second step is locked (migration 0027). */
export const secondStepFailures = pgTable(
  'second_step_failures',
  {
    userId: uuid('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    failures: integer('failures').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] })],
);

export const secondStepLocks = pgTable('second_step_locks', {
  userId: uuid('user_id').primaryKey(),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An administrator's name and phone as quotations name the sender (migration 0028): no foreign key, like the Supabase tables. */
export const adminProfiles = pgTable('admin_profiles', {
  userId: uuid('user_id').primaryKey(),
  displayName: text('display_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const twoFactorPolicy = pgTable('two_factor_policy', {
  role: text('role').primaryKey(),
  required: boolean('required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
