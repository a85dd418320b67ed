import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { logOf, runNpm, seededFolder, spawnSite, startSite, WORK } from './site';
import { sendQuote, serverHolds } from './writers';

// A database the engine refuses at start (decision 088): pg_control cut to nothing, as a torn write
// or a bad disk leaves it. With BACKUP_DIR holding a backup the server restores the newest one in
// its place, says so in its log and serves the site, the backup's requests in its inbox; the
// damaged cluster is kept beside it. Without a backup it stops at once with exit code 1 and a
// message saying how to restore one, instead of staying up answering 500.

const cutControlFile = (dataDir: string) => fs.truncateSync(path.join(dataDir, 'pg', 'global', 'pg_control'), 0);

test('a damaged database is replaced by the last backup at start; without one the server stops and says why', async () => {
  test.setTimeout(240_000);
  const dataDir = seededFolder('damaged');
  const backups = path.join(WORK, 'damaged-backups');
  const env = { BACKUP_DIR: backups };
  const first = await startSite(dataDir, 'damaged-before', env);
  let inBackup: string;
  let afterBackup: string;
  try {
    inBackup = (await sendQuote(first.url))!;
    expect(inBackup).toMatch(/^Q-/);
    await runNpm('backup', ['--out', backups], { DATA_DIR: dataDir });
    afterBackup = (await sendQuote(first.url))!;
    expect(afterBackup).toMatch(/^Q-/);
  } finally {
    await first.process.stop();
  }

  // Without a backup to restore: exit code 1 within seconds, the folder as it was.
  cutControlFile(dataDir);
  const alone = await spawnSite(dataDir, 'damaged-no-backup');
  const code = await new Promise<number | null>((resolve) => {
    alone.process.child.once('exit', (exitCode) => resolve(exitCode));
    if (alone.process.hasExited()) resolve(alone.process.child.exitCode);
  });
  await alone.process.stop();
  expect(code, logOf(alone).slice(-2000)).toBe(1);
  expect(logOf(alone)).toContain(`The database in ${path.join(dataDir, 'pg')} cannot be opened`);
  expect(logOf(alone)).toContain('npm run restore -- ARCHIVE');
  console.log(
    `[durability] without a backup: ${logOf(alone)
      .split('\n')
      .find((l) => l.startsWith('⨯ The database') && !l.includes('attempt'))}`,
  );
  expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('pg'))).toEqual(['pg']);

  // With BACKUP_DIR: the backup takes the damaged database's place and the site serves.
  const restored = await startSite(dataDir, 'damaged-restored', env);
  try {
    const log = logOf(restored);
    expect(log).toMatch(/⚠ restored the backup of \S+ \(.*backup-\d{8}T\d{6}Z.*\.tar\.gz\) in place of the damaged database/);
    console.log(`[durability] ${log.split('\n').find((l) => l.startsWith('⚠ restored'))} — health 200 after ${restored.startMs} ms`);
    const held = await serverHolds(restored.url, 1);
    expect(held.references.has(inBackup), 'a request in the backup').toBe(true);
    expect(held.references.has(afterBackup), 'a request after the backup is not there (the log says so)').toBe(false);
    expect((await fetch(`${restored.url}/category/6`)).status).toBe(200);
    const aside = fs.readdirSync(dataDir).filter((n) => n.startsWith('pg.damaged-'));
    expect(aside).toHaveLength(1);
    expect(fs.statSync(path.join(dataDir, aside[0]!, 'global', 'pg_control')).size).toBe(0);
    // New writes land in the restored database.
    expect(await sendQuote(restored.url)).toMatch(/^Q-/);
  } finally {
    await restored.process.stop();
  }
});
