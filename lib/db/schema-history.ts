import 'server-only';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REVISION_ENTITY_TYPES } from './column-values';

// The admin's history, re-exported by lib/db/schema.ts (mirrors migrations 0009 and 0010).

/** Append-only (migration 0009 refuses UPDATE/DELETE); see lib/history. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorEmail, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/** Versions of posts, items and home sections (migrations 0010 and 0030); see lib/history. */
export const revisions = pgTable(
  'revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entityType: text('entity_type', { enum: REVISION_ENTITY_TYPES }).notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    authorId: text('author_id'),
    authorEmail: text('author_email').notNull(),
    kind: text('kind').notNull(),
    restoredFrom: bigint('restored_from', { mode: 'number' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('revisions_entity_idx').on(t.entityType, t.entityId, t.id.desc())],
);
