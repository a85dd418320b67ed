import { describe, expect, it } from 'vitest';
import { busyShare, parseProcStat, startCpuSampler } from './cpu-sampler.mjs';

describe('parseProcStat', () => {
  it('counts user, nice, system, irq, softirq and steal as busy; idle and iowait as not', () => {
    const text = 'cpu  100 5 50 800 20 3 2 1 0 0\ncpu0 50 2 25 400 10 1 1 0 0 0\n';
    expect(parseProcStat(text)).toEqual({ busy: 161, total: 981 });
  });
  it('is null without an aggregate line or with garbage', () => {
    expect(parseProcStat('cpu0 1 2 3 4\n')).toBeNull();
    expect(parseProcStat('cpu  a b c d\n')).toBeNull();
  });
});

describe('busyShare', () => {
  const samples = [
    { at: 0, busy: 0, total: 0 },
    { at: 1000, busy: 100, total: 200 },
    { at: 2000, busy: 300, total: 400 },
    { at: 3000, busy: 310, total: 600 },
  ];
  it('takes the samples around the window', () => {
    expect(busyShare(samples, 1000, 2000)).toBe(1);
    expect(busyShare(samples, 1500, 2500)).toBeCloseTo(210 / 400);
    expect(busyShare(samples, 0, 3000)).toBeCloseTo(310 / 600);
  });
  it('is null when the samples do not cover the window', () => {
    expect(busyShare(samples, -5, 1000)).toBeNull();
    expect(busyShare(samples, 2500, 4000)).toBeNull();
  });
});

describe('startCpuSampler', () => {
  it('samples at start and stop through the reader it is given', () => {
    let n = 0;
    const sampler = startCpuSampler({ intervalMs: 60_000, read: () => `cpu  ${(n += 10)} 0 0 ${n} 0\n` });
    const taken = sampler.stop();
    expect(taken).toHaveLength(2);
    expect(taken[1]!.busy).toBeGreaterThan(taken[0]!.busy);
  });
  it('goes without samples where /proc/stat cannot be read', () => {
    const sampler = startCpuSampler({
      read: () => {
        throw new Error('ENOENT');
      },
    });
    expect(sampler.stop()).toEqual([]);
  });
});
