// The order in which `npm test` (scripts/test.mjs) runs its lanes, and the summary it prints.
// Lanes run in LANES order; a lane with `beside: 'other'` starts in the background when `other`
// starts (its output is kept and printed when its own turn comes), so lanes that leave a core idle
// (single-threaded lint and tsc, a lane that waits on its servers or on a clock) share the machine
// instead of queueing. Every lane still runs all of its tests; only the start times change.
import { formatTotals } from './report.mjs';
import { busyShare, startCpuSampler } from './cpu-sampler.mjs';

/** Lanes without a test count (lint, typecheck) count as one check each. */
export const single = (code) => ({ code, counts: { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 } });

const seconds = (ms) => (ms / 1000).toFixed(0);

async function runLane(lane, quiet) {
  const started = Date.now();
  let outcome;
  try {
    outcome = await lane.run({ quiet });
  } catch (error) {
    console.error(`[test] ${lane.name}: ${error instanceof Error ? error.message : error}`);
    outcome = single(1);
  }
  const ended = Date.now();
  return { outcome, started, ended, seconds: (ended - started) / 1000 };
}

/**
 * Runs the lanes (skipReason(lane) → a reason or null) and prints per-lane and total times.
 * Resolves with true when every lane that ran passed.
 */
export async function runLanes(lanes, skipReason) {
  const results = [];
  const background = new Map();
  // Sampled first, so the first sample is at or before every window it must open.
  const cpu = startCpuSampler();
  const startedAll = Date.now();
  for (const [index, lane] of lanes.entries()) {
    const banner = `[${index + 1}/${lanes.length}] ${lane.title}`;
    const reason = skipReason(lane);
    if (reason) {
      console.log(`\n\x1b[33m━━━ ${banner}: SKIPPED, ${reason}\x1b[0m`);
      results.push({ lane, status: 'skipped', reason, seconds: 0 });
      continue;
    }
    for (const other of lanes.filter((l) => l.beside === lane.name && !skipReason(l) && !background.has(l.name))) {
      console.log(`\n\x1b[36m━━━ ${other.name}: started in the background, beside ${lane.name}\x1b[0m`);
      background.set(other.name, runLane(other, true));
    }
    const beside = background.has(lane.name) ? ` (ran beside ${lane.beside})` : '';
    console.log(`\n\x1b[1;36m━━━ ${banner}${beside} ━━━\x1b[0m`);
    const { outcome, started, ended, seconds: took } = await (background.get(lane.name) ?? runLane(lane, false));
    if (outcome.output !== undefined) {
      console.log(`\n━━━ output of ${lane.name} (ran in the background) ━━━\n${outcome.output.trimEnd()}\n━━━ end of ${lane.name} ━━━`);
    }
    const failed = outcome.code !== 0 || outcome.counts.failed > 0;
    // A lane that exits non-zero with no failed test (e.g. a crash in setup) still counts as failed.
    if (failed && outcome.counts.failed === 0) outcome.counts.failed = 1;
    results.push({ lane, status: failed ? 'failed' : 'passed', counts: outcome.counts, seconds: took, started, ended });
    console.log(`\x1b[${failed ? '31' : '32'}m━━━ ${lane.name}: ${failed ? 'FAILED' : 'passed'} in ${took.toFixed(0)} s\x1b[0m`);
  }

  const totals = { passed: 0, failed: 0, skipped: 0 };
  const endedAll = Date.now();
  const total = endedAll - startedAll;
  const samples = cpu.stop();
  // How busy both cores were while the lane ran (its neighbours included): the figure to start from
  // before moving a lane beside another.
  const busy = (from, to) => {
    const share = busyShare(samples, from, to);
    return share === null ? '' : `  cpu ${Math.round(share * 100)} %`;
  };
  console.log(`\n\x1b[1m━━━ Summary (${seconds(total)} s = ${(total / 60_000).toFixed(1)} min${busy(startedAll, endedAll)}) ━━━\x1b[0m`);
  console.log(
    `  ${'lane'.padEnd(15)} ${'result'.padEnd(9)} ${'tests'.padEnd(34)} ${'took'.padStart(6)}  from–to (s after the start), machine's cpu busy`,
  );
  for (const r of results) {
    const name = r.lane.name.padEnd(15);
    if (r.status === 'skipped') {
      console.log(`  ${name} skipped   ${r.reason}`);
      continue;
    }
    totals.passed += r.counts.passed;
    totals.failed += r.counts.failed;
    totals.skipped += r.counts.skipped;
    const detail = `${formatTotals(r.counts)}${r.lane.check ? ' (1 check)' : ''}`;
    const span = `${seconds(r.started - startedAll)}–${seconds(r.ended - startedAll)}`;
    console.log(
      `  ${name} ${r.status.padEnd(9)} ${detail.padEnd(34)} ${r.seconds.toFixed(0).padStart(4)} s  ${span.padEnd(10)}${busy(r.started, r.ended)}`,
    );
  }
  console.log(formatTotals(totals));
  return !results.some((r) => r.status === 'failed');
}
