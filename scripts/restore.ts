// npm run restore -- ARCHIVE [--data-dir DIR] — puts a backup into an EMPTY data folder (default
// DATA_DIR), README "Backups". The whole archive is checked first (manifest, every SHA-256, the
// schema against this version's migrations): a damaged archive, one of another site or of a newer
// version is refused and nothing is written. An older archive is migrated to this version.
import path from 'node:path';
import { restoreBackup } from '../lib/backup/restore';
import { getConfig } from '../lib/config';
import { fail } from './db-open';

async function main(): Promise<void> {
  const archive = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--data-dir');
  if (!archive) throw new Error('usage: npm run restore -- ARCHIVE [--data-dir DIR]');
  const i = process.argv.indexOf('--data-dir');
  const config = getConfig();
  if (i < 0 && config.database.kind === 'postgres') {
    throw new Error(
      'DATABASE_URL is set: this site keeps its database on PostgreSQL, which is restored by the engine (README "Backups"). To restore an embedded archive, name the folder: --data-dir DIR.',
    );
  }
  const dataDir = path.resolve(i >= 0 ? process.argv[i + 1]! : config.dataDir);
  const report = await restoreBackup(path.resolve(archive), dataDir, { log: (line) => console.log(`▲ ${line}`) });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `✓ restored into ${dataDir}: ${report.tables.length} tables, ${rows} rows, ${report.files} files (${(report.fileBytes / 1024 / 1024).toFixed(1)} MB) in ${report.ms} ms`,
  );
  for (const t of report.tables.filter((t) => t.rows > 0)) console.log(`    ${t.table}: ${t.rows}`);
  if (report.migrationsApplied.length) console.log(`✓ migrated from ${report.archiveLevel}: ${report.migrationsApplied.join(', ')}`);
  console.log(
    `  started empty (not in backups): ${report.leftOut.filter((t) => t !== 'schema_migrations').join(', ')} — everyone signs in again`,
  );
}

main().catch((error: unknown) => fail('restore', error));
