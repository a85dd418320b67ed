// The printed tables of `npm run bench` (the same figures go to .bench/results.json).
import { GOALS, uncachedVerdict } from './bench-stats.mjs';

const fmt = (v, digits = 2) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : '–');

function table(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

export function printThroughput(rows, { connections, duration }) {
  table(
    ['URL', 'status', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '× static', '× robots', 'p99 × robots', '× home', 'non-2xx', 'JS gz KiB'],
    rows.map((r) => [
      `${r.path}  ${r.label}`,
      String(r.status ?? ''),
      fmt(r.requestsPerSecond, 0),
      fmt(r.p50, 1),
      fmt(r.p95, 1),
      fmt(r.p99, 1),
      fmt(r.vsStatic),
      fmt(r.vsRobots),
      fmt(r.p99VsRobots),
      fmt(r.vsHome),
      String(r.non2xx + r.errors),
      r.clientJs ? `${r.clientJs.gzipKB.toFixed(1)} (${r.clientJs.scripts})` : '–',
    ]),
  );
  console.log(`${connections} connections × ${duration} s per URL; × static / × robots / × home = requests/s relative to those rows.`);
}

export function printSummary({ verdicts, uncached, lighthouse, memory }) {
  const rows = verdicts.map((v) => [v.what, fmt(v.value), v.goal, v.met ? 'met' : 'NOT met']);
  if (uncached) {
    const alone = uncachedVerdict(uncached.alone);
    rows.push([
      `uncached product render alone: p50 ${fmt(uncached.alone.p50, 0)} ms, p95 (${uncached.alone.pages} of ${uncached.alone.intended} pages, 1 conn.)`,
      `${fmt(uncached.alone.p95, 0)} ms`,
      '–',
      alone.complete ? '–' : 'NOT met (pages missing)',
    ]);
    const verdict = uncachedVerdict(uncached);
    rows.push([verdict.what, `${fmt(uncached.p95, 0)} ms`, verdict.goal, verdict.met ? 'met' : 'NOT met']);
  }
  for (const l of lighthouse) {
    rows.push([
      `Lighthouse mobile ${l.path} (median of ${l.runs}; LCP ${fmt(l.lcpMs, 0)} ms, TBT ${fmt(l.tbtMs, 0)} ms)`,
      fmt(l.score, 0),
      `≥ ${GOALS.lighthouseScore}`,
      (l.score ?? 0) >= GOALS.lighthouseScore ? 'met' : 'NOT met',
    ]);
  }
  const rssGoal = GOALS.peakRssMb[memory.database];
  rows.push([
    `peak RSS of the server (${memory.database}; idle after warm-up ${fmt(memory.idleMb, 0)} MB; first start + seed ${fmt(memory.firstStartWithSeedPeakMb, 0)} MB)`,
    `${fmt(memory.peakMb, 0)} MB`,
    `≤ ${rssGoal} MB`,
    memory.peakMb <= rssGoal ? 'met' : 'NOT met',
  ]);
  table(['performance goal', 'measured', 'goal', 'verdict'], rows);
  console.log(
    `peak RSS by phase: ${Object.entries(memory.peakMbByPhase ?? {})
      .map(([k, v]) => `${k} ${fmt(v, 0)} MB`)
      .join(', ')}`,
  );
}
