import 'server-only';
import { items } from '@/lib/db/schema';
import { FIELD_COLUMN_KEYS, type FieldColumnKey } from './registry';

/** The product fields' columns as a Drizzle selection: `db.select({ ...fieldSelection })` reads them all. */
export const fieldSelection = Object.fromEntries(FIELD_COLUMN_KEYS.map((key) => [key, items[key]])) as {
  [K in FieldColumnKey]: (typeof items)[K];
};
