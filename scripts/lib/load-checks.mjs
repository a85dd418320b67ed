// What the load lane (scripts/load.mjs) requests and how it judges the answers. Pure functions, so
// the rules are unit-tested (load-checks.test.ts) apart from a real server.

/** Public pages, one of each kind. Every one must answer 2xx (`allow` would list intended 3xx). */
export const PAGE_TARGETS = [
  { label: 'home', path: '/' },
  { label: 'category', path: '/category/6/hardbox' },
  { label: 'product', path: '/product/1/rigid-magnetic-gift-box' },
  { label: 'blog list', path: '/blog' },
  { label: 'article', path: '/blog/hardbox-vs-softbox-choosing-the-right-box' },
  { label: 'robots.txt', path: '/robots.txt' },
  { label: 'sitemap', path: '/sitemap.xml' },
];

/** Wrong-password sign-ins: 401 until the throttle engages, then 429. */
export const SIGN_IN_TARGET = { label: 'sign-in (wrong pw)', path: '/api/auth/login', signIn: true };

export const MEMORY_HEADROOM_BYTES = 100 * 1024 * 1024;
export const BODY_GROWTH_LIMIT_BYTES = 50 * 1024 * 1024;
/** The held-body attack: growth allowed while held, and how close to `before` memory must come back. */
export const HELD_GROWTH_LIMIT_BYTES = 50 * 1024 * 1024;
export const HELD_SETTLE_HEADROOM_BYTES = 25 * 1024 * 1024;
/** An answer that took longer than this did not come "at once" (the attack waits 2 s, then sends). */
export const HELD_ANSWER_MS = 1000;

/** 'ok' | 'refused' (a 401 before the throttle engaged) | 'error', for one answer. */
export function classify(target, status) {
  if (target.signIn) {
    if (status === 429) return 'ok';
    if (status === 401) return 'refused';
    return 'error';
  }
  if (status >= 200 && status < 300) return 'ok';
  return target.allow?.includes(status) ? 'ok' : 'error';
}

const sum = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);
const describe = (counts) =>
  Object.entries(counts)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || 'none';

/**
 * The lane's checks from what was measured.
 *   statuses: { [label]: { [status]: count } } for PAGE_TARGETS and SIGN_IN_TARGET
 *   errors: connection errors + timeouts (autocannon counts timeouts among errors)
 *   signInLimit: how many wrong passwords may be answered 401 before the throttle must say 429
 *   idleRss, settledRss: bytes; bodies: [{ path, before, peak }] (bytes)
 */
export function loadChecks({ statuses, errors, timeouts, signInLimit, idleRss, settledRss, settleSeconds, bodies, held }) {
  const checks = [];
  const add = (name, ok, detail) => checks.push({ name, ok, detail });

  add('no connection errors or timeouts', errors === 0, `${errors} errors (${timeouts} of them timeouts)`);

  const pageProblems = [];
  for (const target of PAGE_TARGETS) {
    const counts = statuses[target.label] ?? {};
    const bad = Object.entries(counts).filter(([status]) => classify(target, Number(status)) === 'error');
    if (sum(counts) === 0) pageProblems.push(`${target.label}: no answer at all`);
    else if (bad.length) pageProblems.push(`${target.label}: ${bad.map(([s, n]) => `${s}×${n}`).join(' ')}`);
  }
  add('every public page answered 2xx', pageProblems.length === 0, pageProblems.join('; ') || 'all 2xx');

  const signIn = statuses[SIGN_IN_TARGET.label] ?? {};
  const unexpected = Object.entries(signIn).filter(([status]) => classify(SIGN_IN_TARGET, Number(status)) === 'error');
  add(
    'sign-in answered only 401 or 429',
    sum(signIn) > 0 && unexpected.length === 0,
    sum(signIn) === 0 ? 'no sign-in answered' : describe(signIn),
  );
  const refused = signIn[401] ?? 0;
  add(
    `sign-in throttle held (≤ ${signInLimit} × 401, then 429)`,
    refused <= signInLimit && (signIn[429] ?? 0) > 0,
    `${refused} × 401 (passwords checked), ${signIn[429] ?? 0} × 429`,
  );

  add(
    `memory back under idle + ${MEMORY_HEADROOM_BYTES / 1024 / 1024} MB after the load`,
    settledRss < idleRss + MEMORY_HEADROOM_BYTES,
    `idle ${toMb(idleRss)}, after ${settleSeconds.toFixed(0)} s ${toMb(settledRss)} (+${toMb(settledRss - idleRss)})`,
  );

  for (const body of bodies) {
    const growth = body.peak - body.before;
    add(
      `100 MB body to ${body.path}: memory grew < ${BODY_GROWTH_LIMIT_BYTES / 1024 / 1024} MB`,
      growth < BODY_GROWTH_LIMIT_BYTES,
      `before ${toMb(body.before)}, peak ${toMb(body.peak)} (+${toMb(growth)}), answer ${body.outcome}`,
    );
  }
  if (held) checks.push(...heldBodyChecks(held));
  return checks;
}

/**
 * The held-body attack (scripts/lib/held-body.mjs): `answers` of the over-limit and chunked
 * connections ({ path, kind, status, ms, sentBeforeAnswer }), RSS before, peak, after closing.
 */
export function heldBodyChecks({ before, peak, after, settleSeconds, answers }) {
  const early = (kind, status) => {
    const mine = answers.filter((a) => a.kind === kind);
    const bad = mine.filter((a) => a.status !== status || a.sentBeforeAnswer > 0 || a.ms > HELD_ANSWER_MS);
    const slowest = Math.max(0, ...mine.map((a) => a.ms ?? Infinity));
    const detail = bad.length
      ? bad.map((a) => `${a.path}: ${a.status ?? 'no answer'} after ${toMb(a.sentBeforeAnswer)} sent`).join('; ')
      : `${mine.length} × ${status}, slowest after ${slowest.toFixed(0)} ms, no body byte sent`;
    return [mine.length > 0 && bad.length === 0, detail];
  };
  const growth = peak - before;
  return [
    { name: 'held bodies: 413 before the body is sent (Content-Length over the page limit)', ...verdict(early('over', 413)) },
    { name: 'held bodies: 411 at once for a chunked body', ...verdict(early('chunked', 411)) },
    {
      name: `held bodies: RSS during the attack < before + ${toMb(HELD_GROWTH_LIMIT_BYTES)}`,
      ok: growth < HELD_GROWTH_LIMIT_BYTES,
      detail: `before ${toMb(before)}, peak ${toMb(peak)} (+${toMb(growth)})`,
    },
    {
      name: `held bodies: RSS back under before + ${toMb(HELD_SETTLE_HEADROOM_BYTES)} within 20 s of closing`,
      ok: after < before + HELD_SETTLE_HEADROOM_BYTES,
      detail: `after ${settleSeconds.toFixed(0)} s ${toMb(after)} (+${toMb(after - before)})`,
    },
  ];
}

const verdict = ([ok, detail]) => ({ ok, detail });

export function toMb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** Lane counts in the shape scripts/test.mjs sums: one check = one test. */
export function countChecks(checks) {
  const passed = checks.filter((c) => c.ok).length;
  return { passed, failed: checks.length - passed, skipped: 0 };
}
