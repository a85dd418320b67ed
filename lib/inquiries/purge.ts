import 'server-only';
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { inquiries } from '@/lib/db/schema';

// Privacy: inquiries hold personal data (name, e-mail, phone) kept only as long as
// INQUIRY_RETENTION_DAYS (default 730, two sales seasons and a warranty question). Lines and notes
// go with them (on delete cascade). Run daily by cron: `npm run inquiries:purge`.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes inquiries received more than `retentionDays` before `now`; returns how many. */
export async function purgeOldInquiries(db: DbOrTx, retentionDays: number, now = new Date()): Promise<{ deleted: number; before: Date }> {
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new Error(`retention must be a whole number of days, got ${retentionDays}`);
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const rows = await db.delete(inquiries).where(lt(inquiries.createdAt, before)).returning({ id: inquiries.id });
  return { deleted: rows.length, before };
}
