import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLanes, single, type Lane } from './lane-runner.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lane that records when it ran and whether it was asked to keep its output. */
function lane(name: string, ms: number, extra: Partial<Lane> = {}, code = 0) {
  const seen = { start: 0, end: 0, quiet: false };
  const l: Lane = {
    name,
    title: name,
    ...extra,
    run: async ({ quiet }) => {
      seen.start = Date.now();
      seen.quiet = quiet;
      await sleep(ms);
      seen.end = Date.now();
      return { ...single(code), output: quiet ? `${name} said hello` : undefined };
    },
  };
  return { lane: l, seen };
}

let printed = '';
afterEach(() => vi.restoreAllMocks());
function capture() {
  printed = '';
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void (printed += `${a.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('runLanes', () => {
  it('starts a `beside` lane with its host, prints its kept output at its turn, then the next lane', async () => {
    capture();
    const a = lane('a', 150);
    const b = lane('b', 100, { beside: 'a' });
    const c = lane('c', 10);
    const ok = await runLanes([a.lane, b.lane, c.lane], () => null);
    expect(ok).toBe(true);
    expect(Math.abs(b.seen.start - a.seen.start)).toBeLessThan(50);
    expect(b.seen.quiet).toBe(true);
    expect(a.seen.quiet).toBe(false);
    // The next lane waits for both.
    expect(c.seen.start).toBeGreaterThanOrEqual(Math.max(a.seen.end, b.seen.end));
    expect(printed).toContain('output of b (ran in the background)');
    expect(printed).toContain('b said hello');
    expect(printed).toMatch(/Summary \(\d+ s = [\d.]+ min( {2}cpu \d+ %)?\)/);
    // Then how busy the machine was while it ran (on Linux, from /proc/stat).
    expect(printed).toMatch(/\n {2}b +passed +1 passed, 0 failed +0 s {2}0–0 *( cpu \d+ %)?\n/);
    if (process.platform === 'linux') expect(printed).toMatch(/Summary \(\d+ s = [\d.]+ min {2}cpu \d+ %\)/);
  });

  it('fails when a background lane fails, and skips what skipReason names (its background lanes too)', async () => {
    capture();
    const a = lane('a', 20);
    const b = lane('b', 20, { beside: 'a' }, 3);
    expect(await runLanes([a.lane, b.lane], () => null)).toBe(false);
    expect(printed).toMatch(/b: FAILED/);

    const c = lane('c', 5);
    const d = lane('d', 5, { beside: 'c' });
    expect(await runLanes([c.lane, d.lane], (l) => (l.name === 'd' ? 'not wanted' : null))).toBe(true);
    expect(d.seen.start).toBe(0);
    expect(printed).toMatch(/d +skipped +not wanted/);
  });

  it('runs a `beside` lane in the foreground, at its own turn, when its host is skipped', async () => {
    capture();
    const host = lane('host', 5);
    const guest = lane('guest', 5, { beside: 'host' });
    expect(await runLanes([host.lane, guest.lane], (l) => (l.name === 'host' ? 'skipped here' : null))).toBe(true);
    expect(host.seen.start).toBe(0);
    expect(guest.seen.start).toBeGreaterThan(0);
    expect(guest.seen.quiet).toBe(false);
  });
});
