import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import type { DbOrTx } from '@/lib/db';
import { auditLog, revisions } from '@/lib/db/schema';
import { currentActor } from './actor';
import {
  homeSnapshotUrls,
  itemSnapshotUrls,
  type AuditEntry,
  type HomeSectionSnapshot,
  type ItemSnapshot,
  type RevisionEntity,
  type RevisionKind,
  type SnapshotOf,
} from './contract';
import { readSnapshot } from './snapshot';

// The two records of a write, both made with the write's own transaction: its audit entry
// (recordAudit) and, for posts and items, the revision of the state it produced (recordRevision).

/**
 * Appends one entry. Call it with the write's own transaction (`tx`), so the entry and the write
 * commit or roll back together; an event with no write of its own (a failed sign-in) passes the db.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const actor = entry.actor ?? currentActor();
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    targetLabel: entry.target?.label ?? null,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
    detail: entry.detail ?? null,
  });
}

// The model: every save writes the state it produced (a full snapshot) in the save's own
// transaction, so the newest revision is always the current state and the one before it is "the
// previous version". A row saved before revisions existed has none: `keepBaseline` writes its
// before-state once (kind 'baseline') so that first save can be undone too.

export type RecordOptions = {
  /** For a restore: the revision written back. */
  restoredFrom?: number;
  /** Filled with the photo URLs of pruned item or home revisions, to check (after the commit) for removal. */
  droppedUrls?: string[];
  /** Tests: the number of revisions to keep (default REVISIONS_KEEP). */
  keep?: number;
};

const key = (entity: RevisionEntity) => and(eq(revisions.entityType, entity.type), eq(revisions.entityId, String(entity.id)));

/** Before an update: the current state as a 'baseline' revision when the row has none yet. */
export async function keepBaseline(tx: DbOrTx, entity: RevisionEntity): Promise<void> {
  const [any] = await tx.select({ id: revisions.id }).from(revisions).where(key(entity)).limit(1);
  if (any) return;
  const snapshot = await readSnapshot(tx, entity);
  if (!snapshot) return;
  await tx.insert(revisions).values({
    entityType: entity.type,
    entityId: String(entity.id),
    authorId: null,
    authorEmail: 'system',
    kind: 'baseline',
    snapshot,
  });
}

/**
 * After a save, in its transaction: the state it produced as a new revision, then the oldest ones
 * beyond the limit pruned. Returns the state it stored (null when the row is gone), so the save's
 * audit entry is made from it rather than from a second read.
 */
export async function recordRevision<E extends RevisionEntity>(
  tx: DbOrTx,
  entity: E,
  kind: RevisionKind,
  options: RecordOptions = {},
): Promise<SnapshotOf<E> | null> {
  const snapshot = await readSnapshot(tx, entity);
  if (!snapshot) return null;
  const actor = currentActor();
  const [row] = await tx
    .insert(revisions)
    .values({
      entityType: entity.type,
      entityId: String(entity.id),
      authorId: actor.userId,
      authorEmail: actor.email,
      kind,
      restoredFrom: options.restoredFrom ?? null,
      snapshot,
    })
    .returning({ id: revisions.id });
  await prune(tx, entity, options.keep ?? getConfig().revisionsKeep, options.droppedUrls);
  return row ? (snapshot as SnapshotOf<E>) : null;
}

async function prune(tx: DbOrTx, entity: RevisionEntity, keep: number, droppedUrls: string[] | undefined): Promise<void> {
  const kept = await tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(key(entity))
    .orderBy(desc(revisions.id))
    .limit(1)
    .offset(keep - 1);
  const oldestKept = kept[0]?.id;
  if (oldestKept === undefined) return;
  const dropped = await tx
    .delete(revisions)
    .where(and(key(entity), lt(revisions.id, oldestKept)))
    .returning({ snapshot: revisions.snapshot });
  if (entity.type === 'item' && droppedUrls) {
    for (const d of dropped) droppedUrls.push(...itemSnapshotUrls(d.snapshot as ItemSnapshot));
  }
  if (entity.type === 'home' && droppedUrls) {
    for (const d of dropped) droppedUrls.push(...homeSnapshotUrls(d.snapshot as HomeSectionSnapshot));
  }
}

/** Every photo URL the kept revisions of every home section reference (one bucket folder, shared by the sections). */
export async function homeRevisionPhotoUrls(tx: DbOrTx): Promise<Set<string>> {
  const rows = await tx.select({ snapshot: revisions.snapshot }).from(revisions).where(eq(revisions.entityType, 'home'));
  return new Set(rows.flatMap((r) => homeSnapshotUrls(r.snapshot as HomeSectionSnapshot)));
}

/** Every photo URL the item's kept revisions reference. */
export async function revisionPhotoUrls(tx: DbOrTx, itemId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ snapshot: revisions.snapshot })
    .from(revisions)
    .where(key({ type: 'item', id: itemId }));
  return new Set(rows.flatMap((r) => itemSnapshotUrls(r.snapshot as ItemSnapshot)));
}
