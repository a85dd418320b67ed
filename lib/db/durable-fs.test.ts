import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DurableNodeFS } from './durable-fs';

// Which files a flush puts on disk (the power-loss journeys in e2e-durability/power-loss.spec.ts
// prove the effect on a disk whose power is cut; these pin the choice of files and the group commit).

let dir: string;
const segment = () => path.join(dir, 'pg_wal', '000000010000000000000001');
const control = () => path.join(dir, 'global', 'pg_control');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Flushes until files written before are past the clock slack (flushed twice: in it, then beyond). */
async function settle(durable: DurableNodeFS) {
  await durable.flush();
  await sleep(150);
  await durable.flush();
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durable-fs-'));
  fs.mkdirSync(path.join(dir, 'pg_wal'));
  fs.mkdirSync(path.join(dir, 'global'));
  fs.mkdirSync(path.join(dir, 'base', '5'), { recursive: true });
  fs.writeFileSync(segment(), 'log');
  fs.writeFileSync(control(), 'control');
  fs.writeFileSync(path.join(dir, 'base', '5', '1259'), 'table');
  fs.writeFileSync(path.join(dir, 'pg_wal', 'not-a-segment.tmp'), 'x');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('DurableNodeFS', () => {
  it('flushes every file at the first flush, then only the log written since', async () => {
    const durable = new DurableNodeFS(dir);
    const first = await durable.flush();
    expect(first.full).toBe(true);
    // segment, pg_wal, then the tree: segment and the other pg_wal entry, base/5/1259, every folder, pg_control
    expect(first.files).toBeGreaterThanOrEqual(8);

    await sleep(150);
    await durable.flush(); // the files written within the slack before the first flush, again
    expect(await durable.flush()).toEqual({ files: 0, full: false }); // past it: nothing written, nothing flushed

    fs.appendFileSync(segment(), ' more');
    expect(await durable.flush()).toEqual({ files: 1, full: false });
  });

  it('flushes a segment written again in the same clock tick as the last flush (its time unchanged)', async () => {
    const durable = new DurableNodeFS(dir);
    await settle(durable);
    fs.appendFileSync(segment(), ' first');
    expect((await durable.flush()).files).toBe(1);
    // Written again within the tick: the coarse clock gives it the time the last flush saw.
    const { mtime, atime } = fs.statSync(segment());
    fs.appendFileSync(segment(), ' same tick');
    fs.utimesSync(segment(), atime, mtime);
    expect((await durable.flush()).files).toBe(1);
    await sleep(150);
    await durable.flush();
    expect((await durable.flush()).files).toBe(0); // settled: nothing written since
  });

  it('flushes pg_wal itself when a segment is added, and the whole cluster after a checkpoint', async () => {
    const durable = new DurableNodeFS(dir);
    await settle(durable);
    fs.writeFileSync(path.join(dir, 'pg_wal', '000000010000000000000002'), 'next');
    expect(await durable.flush()).toEqual({ files: 2, full: false }); // the new segment and the folder

    await settle(durable);
    fs.writeFileSync(path.join(dir, 'base', '5', '1259'), 'checkpointed');
    fs.writeFileSync(control(), 'after a checkpoint');
    const checkpoint = await durable.flush();
    expect(checkpoint.full).toBe(true);
    expect(checkpoint.files).toBeGreaterThanOrEqual(2); // the data file, then pg_control
    expect(durable.stats.fullPasses).toBeGreaterThanOrEqual(3); // the first two flushes, the checkpoint
  });

  it('runs one flush at a time; calls during one share the next (group commit)', async () => {
    const durable = new DurableNodeFS(dir);
    const calls = Array.from({ length: 10 }, () => durable.flush());
    await Promise.all(calls);
    expect(durable.stats.flushes).toBe(2); // the one running, then one for all nine that waited
    expect(calls[1]).toBe(calls[9]);
  });

  it('refuses every flush after one failed, as PostgreSQL stops after a failed fsync', async () => {
    const durable = new DurableNodeFS(dir);
    await durable.flush();
    fs.rmSync(path.join(dir, 'pg_wal'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pg_wal'), 'not a folder');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      await expect(durable.flush()).rejects.toThrow(/could not be flushed to disk/);
      fs.rmSync(path.join(dir, 'pg_wal'));
      fs.mkdirSync(path.join(dir, 'pg_wal'));
      await expect(durable.flush()).rejects.toThrow(/could not be flushed to disk/);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('until it is restarted');
  });
});
