// npm run backup [-- --out DIR] — one archive of the site's data (README "Backups"): the embedded
// database's rows and every stored photo, with a manifest of sizes and SHA-256s. When a server holds
// the data folder, the archive comes from it (through its local control socket); when none runs, this
// command opens the folder itself. On PostgreSQL it archives the bucket's files (the engine backs up
// the database). The archive is checked before it gets its final name.
import fs from 'node:fs';
import path from 'node:path';
import { readArchive } from '../lib/backup/archive';
import { requestBackup } from '../lib/backup/control';
import { backupName, createBackupFile, type BackupFile } from '../lib/backup/create';
import { backupStorage } from '../lib/backup/service';
import { getConfig } from '../lib/config';
import { openDatabase } from '../lib/db/client';
import { createLocalStorage } from '../lib/storage/local';
import { fail } from './db-open';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function fromServer(dataDir: string, outDir: string): Promise<{ file: string; bytes: number } | null> {
  const name = backupName();
  const file = path.join(outDir, name);
  const partial = `${file}.partial`;
  let out: fs.WriteStream | null = null;
  try {
    const open = () => (out = fs.createWriteStream(partial, { flags: 'wx' }));
    if (!(await requestBackup(dataDir, open))) return null;
    await readArchive(partial); // the whole archive arrived and matches its manifest
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size };
  } catch (error) {
    (out as fs.WriteStream | null)?.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function main(): Promise<void> {
  const config = getConfig();
  const outDir = path.resolve(option('--out') ?? config.backup.dir ?? 'backups');
  fs.mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const dataDir = path.resolve(config.dataDir);
  let made: BackupFile | { file: string; bytes: number; ms: number };
  let how: string;
  if (config.database.kind === 'embedded') {
    if (!fs.existsSync(dataDir)) throw new Error(`there is no data folder at ${dataDir} (set DATA_DIR)`);
    const viaServer = await fromServer(dataDir, outDir);
    if (viaServer) {
      made = { ...viaServer, ms: Date.now() - started };
      how = 'from the running server';
    } else {
      const handle = await openDatabase({ kind: 'embedded', dataDir });
      try {
        made = await createBackupFile(outDir, { embedded: handle.runner, storage: createLocalStorage(dataDir), dataDir });
      } finally {
        await handle.close();
      }
      how = 'directly (no server was running)';
    }
  } else {
    made = await createBackupFile(outDir, { embedded: null, storage: await backupStorage(), dataDir });
    how = 'of the stored files (PostgreSQL backs up its database itself: see README "Backups")';
  }
  const manifest = await readArchive(made.file);
  const rows = manifest.database.kind === 'embedded' ? manifest.database.tables.reduce((sum, t) => sum + t.rows, 0) : 0;
  const tables = manifest.database.kind === 'embedded' ? `${manifest.database.tables.length} tables, ${rows} rows, ` : '';
  console.log(
    `✓ ${made.file}: ${(made.bytes / 1024 / 1024).toFixed(1)} MB, ${tables}${manifest.storage.files.length} files, in ${Date.now() - started} ms, ${how}`,
  );
}

main().catch((error: unknown) => fail('backup', error));
