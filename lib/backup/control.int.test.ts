// @engine-independent: the control socket of the embedded backend, on a PGlite folder of its own
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { createLocalStorage } from '@/lib/storage/local';
import { readArchive } from './archive';
import { CONTROL_FILE, requestBackup, startControlServer, type ControlServer } from './control';
import { writeBackup } from './create';

// `npm run backup` asks the process that holds the data folder: a local socket, a token from the
// folder (owner-only), the archive streamed back; a wrong token is refused and a cut is an error.

let root: string;
let dataDir: string;
let handle: DbHandle;
let control: ControlServer;
let failNext = false;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-control-'));
  dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  handle = await openDatabase({ kind: 'embedded', dataDir });
  await migrate(handle.runner);
  await handle.runner.exec(`insert into categories (id, name) values (5, 'Softbox')`);
  control = await startControlServer(dataDir, async (out) => {
    if (failNext) {
      failNext = false;
      out.write(Buffer.alloc(5000, 1)); // some bytes, then the backup fails
      throw new Error('disk full');
    }
    await writeBackup(out, { embedded: handle.runner, storage: createLocalStorage(dataDir), dataDir });
  });
}, 60_000);

afterAll(async () => {
  await control?.close();
  await handle?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the backup control socket', () => {
  it('streams a whole, valid archive to a caller holding the token from the data folder', async () => {
    expect(fs.statSync(path.join(dataDir, CONTROL_FILE)).mode & 0o777).toBe(0o600);
    const file = path.join(root, 'via-server.tar.gz');
    expect(await requestBackup(dataDir, () => fs.createWriteStream(file))).toBe(true);
    const manifest = await readArchive(file);
    expect(manifest.database.kind === 'embedded' && manifest.database.tables.find((t) => t.table === 'categories')?.rows).toBe(1);
  });

  it('refuses a wrong token, and answers false where no server listens', async () => {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as { socket: string };
    const answer = await new Promise<string>((resolve) => {
      const s = net.connect({ path: info.socket }, () => s.write(JSON.stringify({ token: 'f'.repeat(64), op: 'backup' }) + '\n'));
      let got = '';
      s.on('data', (d) => (got += d));
      s.on('close', () => resolve(got));
    });
    expect(JSON.parse(answer)).toEqual({ ok: false, error: 'refused: wrong token or request' });

    const elsewhere = fs.mkdtempSync(path.join(root, 'none-'));
    let opened = false;
    expect(await requestBackup(elsewhere, () => ((opened = true), fs.createWriteStream(path.join(root, 'never'))))).toBe(false);
    expect(opened).toBe(false);
  });

  it('a backup that fails half way is an error for the caller, not a short archive', async () => {
    failNext = true;
    const file = path.join(root, 'cut.tar.gz');
    await expect(requestBackup(dataDir, () => fs.createWriteStream(file))).rejects.toThrow();
  });
});
