import { describe, expect, it } from 'vitest';
import { createGate, HashBusyError, isHashBusy } from './hash-gate';
import { hashGate, hashPassword } from './password';

describe('createGate (scrypt concurrency cap)', () => {
  it('runs at most maxActive at once, queues up to maxQueued, refuses the rest at once', async () => {
    const gate = createGate(2, 3);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return 'done';
      });
    const results = Array.from({ length: 8 }, () => task().catch((error: unknown) => error));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.active).toBe(2);
    expect(gate.queued).toBe(3);
    // Let every started task finish, one after the other.
    while (releases.length > 0 || gate.active > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const settled = await Promise.all(results);
    expect(settled.filter((r) => r === 'done')).toHaveLength(5);
    const refused = settled.filter((r) => r instanceof HashBusyError) as HashBusyError[];
    expect(refused).toHaveLength(3);
    expect(refused[0]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(peak).toBe(2);
    expect(gate.active).toBe(0);
  });

  it('recognises a refusal thrown by another bundled copy of the class', () => {
    const copy = Object.assign(new Error('Too many password checks at once'), { name: 'HashBusyError', retryAfterSeconds: 5 });
    expect(isHashBusy(copy)).toBe(true);
    expect(isHashBusy(new HashBusyError())).toBe(true);
    expect(isHashBusy(new Error('other'))).toBe(false);
  });

  it('frees the slot when a task throws', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });

  it('every password hash of the process goes through one shared gate', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    const hashes = Promise.all(Array.from({ length: 6 }, () => hashPassword('x', cheap)));
    expect(hashGate.active).toBeLessThanOrEqual(2);
    expect(hashGate.active + hashGate.queued).toBe(6);
    expect(await hashes).toHaveLength(6);
  });
});
