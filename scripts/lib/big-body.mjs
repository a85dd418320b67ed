// The 100 MB body probes of the load lane: one oversized JSON POST per route, sent chunked (no
// Content-Length, so a cap must count the bytes it reads), while the server's RSS is sampled.
import crypto from 'node:crypto';
import http from 'node:http';
import { MB, rssSampler, treeRss } from './proc-mem.mjs';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Headers of a real browser's same-site POST: a route must not be able to skip the body for want of them. */
export const browserHeaders = (base) => ({
  'content-type': 'application/json',
  origin: base,
  'sec-fetch-site': 'same-origin',
  'user-agent': BROWSER_UA,
});

/** Each probe: a small request of the same kind first (loads the route's code), then the big one. */
export const BODY_PROBES = [
  {
    path: '/api/blog/views',
    small: () => JSON.stringify({ postId: crypto.randomUUID() }),
    prefix: '{"postId":"',
    suffix: '"}',
  },
  {
    path: '/api/auth/login',
    small: () => JSON.stringify({ email: 'admin@example.com', password: 'not-the-password-2' }),
    prefix: '{"email":"admin@example.com","password":"',
    suffix: '"}',
  },
];

export async function warmProbe(base, probe) {
  const res = await fetch(base + probe.path, { method: 'POST', headers: browserHeaders(base), body: probe.small() });
  await res.arrayBuffer();
}

/**
 * POSTs prefix + `bytes` of 'a' + suffix; resolves with the answer, how much had been sent when it
 * came, and the process tree's peak RSS meanwhile (sampled every 100 ms).
 */
export async function sendBigBody(base, pid, probe, bytes = 100 * MB) {
  const sampler = rssSampler(pid, 100);
  const started = Date.now();
  let sent = 0;
  const outcome = await new Promise((resolve) => {
    let answered = false;
    const req = http.request(new URL(probe.path, base), { method: 'POST', headers: browserHeaders(base) });
    const done = (text) => {
      if (answered) return;
      answered = true;
      resolve(`${text} after ${((Date.now() - started) / 1000).toFixed(1)} s, ${(sent / MB).toFixed(0)} MB sent by then`);
      req.destroy();
    };
    req.setTimeout(90_000, () => done('no answer (timeout)'));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done(`HTTP ${res.statusCode}`));
    });
    req.on('error', (error) => done(`connection ${error.code ?? error.message}`));
    const chunk = Buffer.alloc(MB, 'a');
    (async () => {
      req.write(probe.prefix);
      // Stops early when the server has answered (e.g. 413) or closed the connection.
      while (sent < bytes && !answered && !req.destroyed) {
        const more = req.write(chunk);
        sent += chunk.length;
        if (!more) await writable(req);
      }
      if (!answered && !req.destroyed) req.end(probe.suffix);
    })();
  });
  const peak = sampler.stop();
  return { outcome, peak, after: treeRss(pid).bytes };
}

/** Resolves on 'drain' or 'close', whichever comes first, and removes both listeners. */
function writable(req) {
  return new Promise((resolve) => {
    const go = () => {
      req.off('drain', go);
      req.off('close', go);
      resolve();
    };
    req.on('drain', go);
    req.on('close', go);
  });
}
