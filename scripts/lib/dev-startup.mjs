// Pure parts of scripts/dev-startup.mjs (the `npm run dev` start-up timer): which log line marks
// which start-up step, and the report.

// Escape sequences (colours) Next and the app put around their log lines.
const ANSI = /\x1b\[[0-9;]*m/g;

/** The start-up steps a log line of `npm run dev` marks, in the order they normally happen. */
export const STARTUP_EVENTS = [
  ['migrated', /▲ migrations applied:/],
  ['seeded', /▲ demo content seeded:/],
  ['database', /▲ database ready:/],
  ['ready', /✓ Ready in\b/],
  ['warm', /▲ warmed up:/],
];

/** The step a log line marks, or null. */
export function startupEvent(line) {
  const text = line.replace(ANSI, '');
  for (const [name, pattern] of STARTUP_EVENTS) if (pattern.test(text)) return name;
  return null;
}

const seconds = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

/**
 * The report: each start-up step's time since the process started, then each visit's time (from
 * request to last byte) and status. `marks` maps an event to ms since start; `visits` is a list of
 * { label, ms, at, status } (`at`: ms since start when the response had ended).
 */
export function startupReport(marks, visits) {
  const lines = ['step                          since start'];
  for (const [name] of STARTUP_EVENTS) if (marks[name] !== undefined) lines.push(`${name.padEnd(30)}${seconds(marks[name])}`);
  lines.push('', 'first visit                   time      done at   status');
  for (const v of visits) lines.push(`${v.label.padEnd(30)}${seconds(v.ms).padEnd(10)}${seconds(v.at).padEnd(10)}${v.status}`);
  const total = visits.reduce((sum, v) => sum + v.ms, 0);
  lines.push('', `start to ready ${seconds(marks.ready)}; visits ${seconds(total)}; last response at ${seconds(visits.at(-1)?.at)}`);
  return lines.join('\n');
}
