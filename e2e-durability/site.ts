import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  freePort,
  resetRuntimeCache,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  sleep,
  startProcess,
  waitForHealth,
  type StackProcess,
} from '../scripts/lib/stack.mjs';

// The production server of the durability lane, started and killed by the journeys themselves:
// scripts/durability.mjs prepares a copy of the e2e build's standalone folder, the server's
// environment and one seeded data folder, and passes them in the environment.

const ROOT = path.resolve(import.meta.dirname, '..');
export const WORK = process.env.DURABILITY_WORK!;
const STANDALONE = process.env.DURABILITY_STANDALONE!;
const DIST_DIR = process.env.DURABILITY_DIST_DIR ?? '.next-e2e';
const SEEDED = process.env.DURABILITY_SEEDED!;
const ENV = JSON.parse(process.env.DURABILITY_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv;

export type Site = { url: string; dataDir: string; logFile: string; pid: number; process: StackProcess };

let starts = 0;
let lastDataDir: string | null = null;

/** A new data folder holding a copy of the seeded one (a cleanly stopped server's folder). */
export function seededFolder(name: string): string {
  const dir = path.join(WORK, name);
  fs.cpSync(SEEDED, dir, { recursive: true });
  return dir;
}

/** `node server.mjs` in the standalone copy, as the Dockerfile starts it, on `dataDir`; not yet waited for. */
export async function spawnSite(dataDir: string, name: string, extra: Record<string, string> = {}): Promise<Site> {
  // A server started on another folder must not serve pages cached for the previous one's data; a
  // restart on the same folder keeps its page cache, as a real restart does.
  if (lastDataDir !== dataDir) resetRuntimeCache(path.join(STANDALONE, DIST_DIR));
  lastDataDir = dataDir;
  const port = await freePort();
  const logFile = path.join(WORK, 'logs', `${String(++starts).padStart(2, '0')}-${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const child = startProcess(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: STANDALONE,
    env: { ...ENV, DATA_DIR: dataDir, PORT: String(port), HOSTNAME: '127.0.0.1', ...extra },
    logFile,
  });
  return { url: `http://127.0.0.1:${port}`, dataDir, logFile, pid: child.child.pid!, process: child };
}

/** Starts a server on `dataDir` and waits for /api/health to answer 200. */
export async function startSite(dataDir: string, name: string, extra: Record<string, string> = {}): Promise<Site & { startMs: number }> {
  const started = Date.now();
  const site = await spawnSite(dataDir, name, extra);
  try {
    await waitForHealth(site.url, site.process, 120_000);
  } catch (error) {
    await site.process.stop();
    throw new Error(`${(error as Error).message}\n--- ${site.logFile} ---\n${logOf(site).slice(-3000)}`);
  }
  return { ...site, startMs: Date.now() - started };
}

/** SIGKILL to the server's process group, without warning; resolves once it is gone. */
export async function killSite(site: Site): Promise<void> {
  try {
    process.kill(-site.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  for (let i = 0; i < 100 && !site.process.hasExited(); i++) await sleep(50);
  await site.process.stop();
}

export const logOf = (site: Pick<Site, 'logFile'>) => (fs.existsSync(site.logFile) ? fs.readFileSync(site.logFile, 'utf8') : '');

const run = promisify(execFile);
const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs one of the project's TypeScript scripts as `npm run <x>` does (tsx, react-server condition). */
export async function runScript(script: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, [tsx, '--conditions=react-server', path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...ENV, ...env },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
}

/** `npm run <script> -- <args>` in the repository, with the servers' environment (and `env`). */
export async function runNpm(script: string, args: string[], env: Record<string, string> = {}) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...ENV, ...env },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 180_000,
  });
}

export type FolderReading = {
  openMs: number;
  references: string[];
  inquiriesWithoutLines: number;
  itemName: string | null;
  revisionNames: string[];
};

/** Opens a data folder whose server is down with the repository's openDatabase (PGlite), and reads it. */
export async function readFolder(dataDir: string, itemId: number): Promise<FolderReading> {
  const { stdout } = await runScript('lib/durability-read.ts', [dataDir, String(itemId)]);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as FolderReading;
}
