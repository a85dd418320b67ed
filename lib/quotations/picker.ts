import 'server-only';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { items } from '@/lib/db/schema';

// The editor's product picker: every product by its default-language name and code. The line's
// words are taken from the catalogue in the buyer's language when the draft is saved (./lines.ts).

export const PICKER_LIMIT = 2000;

export async function listPickerProducts(db: DbOrTx): Promise<{ id: number; name: string; code: string }[]> {
  const rows = await db
    .select({ id: items.id, name: items.itemName, code: items.itemCode })
    .from(items)
    .orderBy(asc(items.itemName), asc(items.id))
    .limit(PICKER_LIMIT);
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code ?? '' }));
}
