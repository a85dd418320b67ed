import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { revisions } from '@/lib/db/schema';
import type { RevisionEntity, RevisionKind, RevisionRow, Snapshot } from './contract';

const key = (entity: RevisionEntity) => and(eq(revisions.entityType, entity.type), eq(revisions.entityId, String(entity.id)));

/** The History panel's rows, newest first (at most REVISIONS_KEEP exist). */
export async function listRevisions(db: DbOrTx, entity: RevisionEntity): Promise<RevisionRow[]> {
  const rows = await db.select().from(revisions).where(key(entity)).orderBy(desc(revisions.id));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    authorEmail: r.authorEmail,
    kind: r.kind as RevisionKind,
    restoredFrom: r.restoredFrom,
    snapshot: r.snapshot as Snapshot,
  }));
}

/** One revision of this entity (never another's: the id comes from the browser). */
export async function findRevision(db: DbOrTx, entity: RevisionEntity, revisionId: number): Promise<{ snapshot: Snapshot } | null> {
  const [row] = await db
    .select({ snapshot: revisions.snapshot })
    .from(revisions)
    .where(and(key(entity), eq(revisions.id, revisionId)))
    .limit(1);
  return row ? { snapshot: row.snapshot as Snapshot } : null;
}
