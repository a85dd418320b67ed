import 'server-only';
import type { DbOrTx } from '@/lib/db';
import { auditLog } from '@/lib/db/schema';
import { currentActor } from './actor';
import type { AuditEntry } from './contract';

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
