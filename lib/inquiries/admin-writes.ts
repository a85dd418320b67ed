import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { inquiries } from '@/lib/db/schema';
import type { InquiryStatus } from './contract';

// The admin inbox's writes (called by lib/inquiries/admin-actions.ts after the guard and the schema).
// Each is one statement, so a failure leaves nothing half-written. `found: false` = no such inquiry.

export async function setInquiryStatus(id: number, status: InquiryStatus): Promise<{ found: boolean }> {
  const db = await getDb();
  const rows = await db
    .update(inquiries)
    .set({ status, updatedAt: new Date() })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  return { found: rows.length > 0 };
}

/** Notes are append-only: the app never edits or deletes one. Insert only if the inquiry exists. */
export async function addInquiryNote(id: number, author: string, body: string): Promise<{ found: boolean }> {
  const db = await getDb();
  const rows = await executeRows<{ id: number }>(
    db,
    sql`insert into inquiry_notes (inquiry_id, author, body) select id, ${author}, ${body} from inquiries where id = ${id} returning id`,
  );
  return { found: rows.length > 0 };
}

/** Back to the sidebar's unread count (e.g. to deal with it later). */
export async function markInquiryUnread(id: number): Promise<{ found: boolean }> {
  const db = await getDb();
  const rows = await db.update(inquiries).set({ readAt: null }).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  return { found: rows.length > 0 };
}
