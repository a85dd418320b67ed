// @engine-independent: the recovery opens PGlite data folders of its own
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnopenableError, isDatabaseUnopenable, openDatabase } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { insertInquiry } from '@/lib/inquiries/store';
import { createLocalStorage, localStorageRoot } from '@/lib/storage/local';
import { testInquiry, testInquiryLine } from '@/tests/inquiry-fixtures';
import { createBackupFile } from './create';
import { DatabaseNotRecoveredError, restoreLastBackup } from './recover';

// A data folder whose database the engine refuses (pg_control cut to nothing, as a torn write
// would leave it) is put back from the newest usable backup: the rows of the backup, the photos
// of the folder plus those only the backup has, the damaged cluster kept aside. Without a backup
// nothing is moved and the message says what to do.

let root: string;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

const inquiry = (name: string) => testInquiry(name);
const line = testInquiryLine;

/** A data folder with one request and photos a, b in its backup; then request "after", b deleted, c added; then pg_control cut. */
async function damagedFolderWithBackup(name: string): Promise<{ dataDir: string; backups: string }> {
  const dataDir = path.join(root, name, 'data');
  const backups = path.join(root, name, 'backups');
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  const storage = createLocalStorage(dataDir);
  try {
    await migrate(handle.runner);
    await insertInquiry(handle.db, inquiry('in the backup'), [line]);
    await storage.upload('main/a.jpg', JPEG, 'image/jpeg');
    await storage.upload('main/b.jpg', JPEG, 'image/jpeg');
    await createBackupFile(backups, { embedded: handle.runner, storage, dataDir }, new Date('2026-12-01T03:00:00Z'));
    await insertInquiry(handle.db, inquiry('after the backup'), [line]);
    await storage.remove(['main/b.jpg']);
    await storage.upload('main/c.jpg', JPEG, 'image/jpeg');
  } finally {
    await handle.close();
  }
  fs.truncateSync(path.join(dataDir, 'pg', 'global', 'pg_control'), 0);
  return { dataDir, backups };
}

async function refusal(dataDir: string): Promise<DatabaseUnopenableError> {
  const error = await openDatabase({ kind: 'embedded', dataDir }).then(
    async (h) => {
      await h.close();
      throw new Error('the damaged database opened');
    },
    (e: unknown) => e,
  );
  expect(isDatabaseUnopenable(error), String(error)).toBe(true);
  return error as DatabaseUnopenableError;
}

async function names(dataDir: string): Promise<string[]> {
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  try {
    return (await handle.runner.query<{ name: string }>('select name from inquiries order by id')).map((r) => r.name);
  } finally {
    await handle.close();
  }
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-recover-'));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

// Each test makes a cluster, migrates it, backs it up and restores it: seconds alone, more beside other lanes.
describe('a database the engine refuses at start', () => {
  it(
    'is replaced by the newest backup; the damaged copy is kept and the photos only the backup has come back',
    { timeout: 120_000 },
    async () => {
      const { dataDir, backups } = await damagedFolderWithBackup('one');
      const damage = await refusal(dataDir);
      // What a recovery killed half way leaves behind: removed by the next one.
      fs.mkdirSync(path.join(dataDir, '.recovering-99999', 'pg'), { recursive: true });
      expect(damage.message).toContain(path.join(dataDir, 'pg'));
      const log: string[] = [];
      const done = await restoreLastBackup(dataDir, backups, damage, (l) => log.push(l));

      expect(path.basename(done.archive)).toBe('backup-20261201T030000Z.tar.gz');
      expect(Date.parse(done.createdAt)).toBeLessThanOrEqual(Date.now()); // the manifest's time
      expect(done.photosAdded).toBe(1);
      expect(log.join('\n')).toContain('Restoring the newest usable backup');
      expect(await names(dataDir)).toEqual(['in the backup']);
      expect(fs.readdirSync(path.join(localStorageRoot(dataDir), 'main')).sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
      // Kept aside, untouched: still the cut pg_control. No staging folder left behind.
      expect(path.dirname(done.damagedCopy)).toBe(dataDir);
      expect(fs.statSync(path.join(done.damagedCopy, 'global', 'pg_control')).size).toBe(0);
      expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.recovering-'))).toEqual([]);
    },
  );

  it('passes over a newer archive that cannot be read and restores the one before it', { timeout: 120_000 }, async () => {
    const { dataDir, backups } = await damagedFolderWithBackup('two');
    fs.writeFileSync(path.join(backups, 'backup-20261202T030000Z.tar.gz'), 'not an archive');
    const log: string[] = [];
    const done = await restoreLastBackup(dataDir, backups, await refusal(dataDir), (l) => log.push(l));
    expect(path.basename(done.archive)).toBe('backup-20261201T030000Z.tar.gz');
    expect(log.some((l) => l.startsWith('backup-20261202T030000Z.tar.gz cannot be restored'))).toBe(true);
    expect(await names(dataDir)).toEqual(['in the backup']);
  });

  it('without a backup moves nothing and says how to restore one by hand', { timeout: 120_000 }, async () => {
    const { dataDir, backups } = await damagedFolderWithBackup('three');
    const damage = await refusal(dataDir);
    for (const archive of fs.readdirSync(backups)) fs.rmSync(path.join(backups, archive));
    for (const dir of [null, backups, path.join(root, 'no-such-folder')]) {
      const error = await restoreLastBackup(dataDir, dir, damage, () => {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseNotRecoveredError);
      expect((error as Error).message).toContain('npm run restore -- ARCHIVE');
    }
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pg', 'storage']);
    expect(fs.statSync(path.join(dataDir, 'pg', 'global', 'pg_control')).size).toBe(0);
  });

  it('a folder with no database yet is not a refusal: a new one is made', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'fresh');
    const handle = await openDatabase({ kind: 'embedded', dataDir });
    await handle.close();
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  });
});
