import fs from 'node:fs';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { syncPath } from './fsync';

// Power-loss durability for the embedded engine (decision 087). PGlite's WebAssembly PostgreSQL
// writes its files through Emscripten's NODEFS, whose fsync and fdatasync do nothing: a write it
// acknowledged sits in the operating system's page cache, and a power cut within the next
// seconds loses it (the power-loss journey shows it does, on an ext4 disk shut down without
// flushing). PGlite calls its file system's `syncToFs()` after every statement outside a
// transaction block, before answering; this file system (PGlite's public `fs` option) makes that
// call put on disk what PostgreSQL itself would have made durable at that point:
// - the write-ahead log: every segment in pg_wal written since the last flush, and pg_wal itself
//   when a segment was added or renamed. A committed transaction is in the log, so after a power
//   cut crash recovery replays it;
// - after a checkpoint (global/pg_control changed), every file of the cluster written since the
//   last such pass, then pg_control once more: PostgreSQL may recycle the log a checkpoint covered
//   only once the data files it wrote are durable.
// What it cannot give: PostgreSQL orders those writes itself (data files, then pg_control, then log
// recycling) inside one statement; here they all reach the page cache first and are flushed
// together when the statement returns, so a power cut during the very statement that runs a
// checkpoint could find pg_control on disk ahead of data files. Checkpoints run every few minutes;
// the window is that one statement.

/**
 * Which files to flush: every file whose modification time differs from the one seen at the last
 * flush, and every file whose time is within this much of that flush's start. Linux takes file
 * times from a coarse clock (one scheduler tick, 1–10 ms), so a file written again in the same tick
 * as the last look shows the same time; the first rule alone would miss that write, the second alone
 * would miss writes after the system clock was set back. An fsync of a file with nothing new costs
 * microseconds.
 */
const CLOCK_SLACK_MS = 100;

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

type Flushed = { files: number; full: boolean };

export class DurableNodeFS extends NodeFS {
  readonly #root: string;
  #lastFlushStart = Number.NEGATIVE_INFINITY;
  #lastFullStart = Number.NEGATIVE_INFINITY;
  #walNames = '';
  /** Each flushed file's modification time when it was last flushed. */
  readonly #seen = new Map<string, number>();
  #running: Promise<Flushed> | null = null;
  #next: Promise<Flushed> | null = null;
  #broken: Error | null = null;
  /** Flushes done and files flushed (health and tests read them). */
  readonly stats = { flushes: 0, files: 0, fullPasses: 0 };

  constructor(dataDir: string) {
    super(dataDir);
    this.#root = path.resolve(/*turbopackIgnore: true*/ dataDir);
  }

  override async syncToFs(): Promise<void> {
    await this.flush();
  }

  /**
   * Resolves once everything written before the call is on disk. Calls that arrive while a flush
   * runs share the next one (group commit): that flush starts after their writes.
   */
  flush(): Promise<Flushed> {
    if (this.#broken) return Promise.reject(this.#broken);
    if (!this.#running) {
      this.#running = this.#flushOnce().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    this.#next ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#next = null;
        return this.flush();
      });
    return this.#next;
  }

  async #flushOnce(): Promise<Flushed> {
    const started = Date.now();
    const since = this.#lastFlushStart - CLOCK_SLACK_MS;
    try {
      let files = await this.#flushLog(since);
      const control = path.join(/*turbopackIgnore: true*/ this.#root, 'global', 'pg_control');
      const controlStat = statOrNull(control);
      const full = !!controlStat && this.#changed(control, controlStat.mtimeMs, since);
      if (full) {
        files += await this.#flushTree(this.#root, this.#lastFullStart - CLOCK_SLACK_MS, control);
        await syncPath(control);
        this.#seen.set(control, controlStat.mtimeMs);
        files++;
        this.#lastFullStart = started;
        this.stats.fullPasses++;
      }
      this.#lastFlushStart = started;
      this.stats.flushes++;
      this.stats.files += files;
      return { files, full };
    } catch (error) {
      // As PostgreSQL does on a failed fsync (it stops): the page cache may have dropped the pages
      // it could not write, so no later flush could be trusted. Every statement fails from here; a
      // restart recovers from the log.
      this.#broken = new Error(`the database's files could not be flushed to disk: ${(error as Error).message}`, { cause: error });
      console.error(`✖ ${this.#broken.message}; this server stops answering database queries until it is restarted`);
      throw this.#broken;
    }
  }

  async #flushLog(since: number): Promise<number> {
    const walDir = path.join(/*turbopackIgnore: true*/ this.#root, 'pg_wal');
    const names = fs
      .readdirSync(/*turbopackIgnore: true*/ walDir)
      .filter((n) => WAL_SEGMENT.test(n))
      .sort();
    let files = 0;
    for (const name of names) {
      const file = path.join(/*turbopackIgnore: true*/ walDir, name);
      const stat = statOrNull(file);
      if (stat && this.#changed(file, stat.mtimeMs, since)) {
        await syncPath(file, true);
        this.#seen.set(file, stat.mtimeMs);
        files++;
      }
    }
    const listing = names.join(',');
    if (listing !== this.#walNames) {
      await syncPath(walDir);
      this.#walNames = listing;
      files++;
    }
    return files;
  }

  /** Every file and folder under `dir` written since `since`, pg_control left for last. */
  async #flushTree(dir: string, since: number, last: string): Promise<number> {
    let files = 0;
    const entries = fs.readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
    for (const entry of entries) {
      const full = path.join(/*turbopackIgnore: true*/ dir, entry.name);
      if (entry.isDirectory()) files += await this.#flushTree(full, since, last);
      else if (entry.isFile() && full !== last) {
        const stat = statOrNull(full);
        if (stat && this.#changed(full, stat.mtimeMs, since)) {
          await syncPath(full, true);
          this.#seen.set(full, stat.mtimeMs);
          files++;
        }
      }
    }
    const stat = fs.statSync(/*turbopackIgnore: true*/ dir);
    if (this.#changed(dir, stat.mtimeMs, since)) {
      await syncPath(dir);
      this.#seen.set(dir, stat.mtimeMs);
      files++;
    }
    return files;
  }

  #changed(file: string, mtimeMs: number, since: number): boolean {
    return this.#seen.get(file) !== mtimeMs || mtimeMs >= since;
  }
}

// The checks are synchronous (a few microseconds each, and they run after every statement, reads
// included); the flushes wait on the disk, so they run off the event loop.

function statOrNull(file: string): fs.Stats | null {
  return fs.statSync(/*turbopackIgnore: true*/ file, { throwIfNoEntry: false }) ?? null;
}
