import { describe, expect, it } from 'vitest';
import { descendants, parsePpid, parseVmRss, treeRss } from './proc-mem.mjs';

describe('process-tree memory from /proc', () => {
  it('reads VmRSS in bytes and 0 when the line is missing (kernel thread, zombie)', () => {
    expect(parseVmRss('Name:\tnode\nVmHWM:\t  900000 kB\nVmRSS:\t  812345 kB\nRssAnon:\t 1 kB\n')).toBe(812345 * 1024);
    expect(parseVmRss('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBe(0);
  });

  it('takes the parent pid after the last parenthesis (a command name may contain both)', () => {
    expect(parsePpid('4242 (next-server (v16)) S 4200 4242 4200 0 -1')).toBe(4200);
    expect(parsePpid('7 (node) R 1 7 7 0 -1')).toBe(1);
  });

  it('collects the root and every descendant, not siblings or the parent', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ]);
    expect(descendants(10, parents).sort()).toEqual([10, 11, 12, 13]);
    expect(descendants(21, parents)).toEqual([21]);
  });

  it('sums the live tree of this test process (at least its own RSS)', () => {
    const { bytes, processes } = treeRss(process.pid);
    expect(processes).toBeGreaterThanOrEqual(1);
    expect(bytes).toBeGreaterThanOrEqual(process.memoryUsage().rss * 0.5);
  });
});
