import { describe, expect, it } from 'vitest';
import { startupEvent, startupReport } from './dev-startup.mjs';

describe('startupEvent', () => {
  it('recognises the start-up lines of `npm run dev`, with or without colours', () => {
    expect(startupEvent('▲ migrations applied: 15 (705 ms)')).toBe('migrated');
    expect(startupEvent('▲ demo content seeded: 35 products, 20 posts, 117 photos (4455 ms)')).toBe('seeded');
    expect(startupEvent('▲ database ready: embedded PGlite in .data (26438 ms)')).toBe('database');
    expect(startupEvent(' \x1b[32m\x1b[1m✓\x1b[22m\x1b[39m Ready in 2.7s')).toBe('ready');
    expect(startupEvent('▲ warmed up: / /product/1 /category/6 /login (41.0 s) – open http://127.0.0.1:3000')).toBe('warm');
  });

  it('ignores other lines', () => {
    expect(startupEvent(' GET / 200 in 10.7s (next.js: 1518ms, generate-params: 5.5s, application-code: 3.7s)')).toBeNull();
    expect(startupEvent('✓ Finished writing to filesystem cache in 16.9s')).toBeNull();
    expect(startupEvent('▲ Next.js 16.4.6 (Turbopack)')).toBeNull();
  });
});

describe('startupReport', () => {
  it('lists the steps in start-up order and each visit with its time and end', () => {
    const report = startupReport({ ready: 3500, database: 45_700, migrated: 39_700 }, [
      { label: '/', ms: 77_500, at: 81_000, status: 200 },
      { label: '/login', ms: 8600, at: 89_600, status: 200 },
    ]);
    const lines = report.split('\n');
    expect(lines.filter((l) => /^(migrated|database|ready)\s/.test(l)).map((l) => l.split(/\s+/)[0])).toEqual([
      'migrated',
      'database',
      'ready',
    ]);
    expect(report).toContain('/                             77.5 s    81.0 s    200');
    expect(report).toContain('start to ready 3.5 s; visits 86.1 s; last response at 89.6 s');
  });
});
