import 'server-only';
import path from 'node:path';
import { z } from 'zod';

// What a backup archive holds (lib/backup/archive.ts writes and reads it).

export const ARCHIVE_FORMAT = 'packaging-site-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const entrySchema = z.object({
  path: z.string().min(1).max(600),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const tableSchema = entrySchema.extend({ table: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().nonnegative() });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  createdAt: z.iso.datetime({ offset: true }),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('embedded'),
      /** Every migration applied when the snapshot was taken, in order (the schema's level is the last). */
      migrations: z.array(z.string().regex(/^\d{4}_[a-z0-9_]+\.sql$/)).min(1),
      tables: z.array(tableSchema),
      /** Tables left out on purpose (sign-in sessions, throttles): empty after a restore. */
      leftOut: z.array(z.string()),
    }),
    z.object({
      kind: z.literal('engine'),
      /** Why the rows are not here: PostgreSQL/Supabase back their database up themselves. */
      note: z.string(),
    }),
  ]),
  storage: z.object({ kind: z.enum(['local', 'supabase']), bucket: z.string(), files: z.array(entrySchema) }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ArchiveEntry = z.infer<typeof entrySchema>;

/** An archive member's path: plain relative segments under database/ or files/, nothing else. */
export function isSafeEntryPath(p: string): boolean {
  if (p === MANIFEST_ENTRY) return true;
  if (!/^(database|files)\//.test(p) || p.length > 600) return false;
  return p.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && /^[A-Za-z0-9._-]+$/.test(s));
}

/** The archive member of a stored object: files/<bucket>/<object path>. */
export const fileEntryName = (bucket: string, objectPath: string) => path.posix.join('files', bucket, objectPath);
/** The archive member of a table's rows. */
export const tableEntryName = (table: string) => `database/${table}.jsonl`;
