// How busy the machine's cores were while each lane ran: `npm test`'s summary prints it beside each
// lane's time, so the next change to the lane layout starts from figures (a lane that leaves the CPU
// idle can take a neighbour; one at 100 % only gets slower beside another). Linux only: it reads the
// first line of /proc/stat every few seconds; elsewhere it reports nothing.
import fs from 'node:fs';

/** The aggregate `cpu` line of /proc/stat → jiffies busy and in total (idle and iowait are not busy). */
export function parseProcStat(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return null;
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice).
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * The share of CPU time that was busy between `from` and `to` (ms timestamps), from samples
 * `{ at, busy, total }` in time order: the last sample at or before `from` to the first at or after
 * `to`. Null when the samples do not cover the window or no time passed.
 */
export function busyShare(samples, from, to) {
  const before = samples.filter((s) => s.at <= from).at(-1);
  const after = samples.find((s) => s.at >= to);
  if (!before || !after || after.total <= before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}

/** Starts sampling every `intervalMs`; `stop()` takes a last sample and returns all of them. */
export function startCpuSampler({ intervalMs = 2000, read = () => fs.readFileSync('/proc/stat', 'utf8') } = {}) {
  const samples = [];
  const take = () => {
    try {
      const parsed = parseProcStat(read());
      if (parsed) samples.push({ at: Date.now(), ...parsed });
    } catch {
      // No /proc/stat (not Linux): the summary goes without the column.
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  timer.unref();
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
