// Resident memory of a process AND its descendants, from /proc (Linux only). `next start` runs the
// server in a child process, so the RSS of the pid we spawned alone would miss most of it.
import fs from 'node:fs';

/** VmRSS of a /proc/<pid>/status text, in bytes (0 for kernel threads or a zombie without it). */
export function parseVmRss(statusText) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The parent pid from a /proc/<pid>/stat line (the command may contain spaces and parentheses). */
export function parsePpid(statLine) {
  const rest = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  return Number(rest[1]);
}

/** `root` and every pid below it, given a Map pid → ppid. */
export function descendants(root, parents) {
  const children = new Map();
  for (const [pid, ppid] of parents) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const out = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift();
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

function readProc(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
}

/** Every live pid → ppid. */
function processParents() {
  const parents = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(`/proc/${name}/stat`);
    if (stat) parents.set(Number(name), parsePpid(stat));
  }
  return parents;
}

/** Sum of VmRSS over `rootPid` and its descendants, in bytes, and how many processes that is. */
export function treeRss(rootPid) {
  const pids = descendants(rootPid, processParents());
  let bytes = 0;
  let count = 0;
  for (const pid of pids) {
    const status = readProc(`/proc/${pid}/status`);
    if (status === null) continue;
    bytes += parseVmRss(status);
    count += 1;
  }
  return { bytes, processes: count };
}

/** Samples treeRss every `everyMs` until stopped; keeps the highest reading. */
export function rssSampler(rootPid, everyMs = 250) {
  let peak = treeRss(rootPid).bytes;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(rootPid).bytes);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, treeRss(rootPid).bytes);
      return peak;
    },
  };
}

export const MB = 1024 * 1024;

/** The RSS once two readings 1 s apart differ by < 2 MB (at most 10 s). */
export async function steadyRss(pid) {
  let last = treeRss(pid).bytes;
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = treeRss(pid).bytes;
    if (Math.abs(now - last) < 2 * MB) return now;
    last = now;
  }
  return last;
}
