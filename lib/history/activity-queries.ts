import 'server-only';
import { and, count, desc, eq, gte, ilike, isNotNull, like, lt, or, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db';
import { auditLog } from '@/lib/db/schema';
import { containsPattern, dayRangeBounds } from '@/lib/filters/query';
import { ACTIVITY_PAGE_SIZE, type ActivityFilters } from './activity-filters';

// Reads of the audit log for /admin-panel/activity (newest first, one page at a time).

export type ActivityRow = typeof auditLog.$inferSelect;
export type ActivityPage = { rows: ActivityRow[]; total: number; page: number; totalPages: number };

function where(f: ActivityFilters): SQL | undefined {
  const { start, end } = dayRangeBounds(f);
  const conditions = [
    f.who ? ilike(auditLog.actorEmail, containsPattern(f.who)) : undefined,
    f.what ? (f.what.includes('.') ? eq(auditLog.action, f.what) : like(auditLog.action, `${f.what}.%`)) : undefined,
    f.type ? eq(auditLog.targetType, f.type) : undefined,
    start ? gte(auditLog.at, start) : undefined,
    end ? lt(auditLog.at, end) : undefined,
    f.q ? or(ilike(auditLog.targetLabel, containsPattern(f.q)), ilike(auditLog.targetId, containsPattern(f.q))) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export async function listActivity(filters: ActivityFilters, db?: DbOrTx): Promise<ActivityPage> {
  const handle = db ?? (await getDb());
  const condition = where(filters);
  const [{ n } = { n: 0 }] = await handle.select({ n: count() }).from(auditLog).where(condition);
  const totalPages = Math.max(1, Math.ceil(n / ACTIVITY_PAGE_SIZE));
  const page = Math.min(filters.page, totalPages);
  const rows = await handle
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE);
  return { rows, total: n, page, totalPages };
}

/** The administrators seen in the log (for the "who" suggestions); failed sign-ins carry no account. */
export async function knownActors(db?: DbOrTx): Promise<string[]> {
  const handle = db ?? (await getDb());
  const rows = await handle
    .select({ email: auditLog.actorEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .groupBy(auditLog.actorEmail)
    .orderBy(auditLog.actorEmail)
    .limit(100);
  return rows.map((r) => r.email);
}
