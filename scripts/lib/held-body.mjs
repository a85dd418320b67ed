// The held-body attack of the load lane: a few connections per public page that takes a POST (the
// quote form, a buyer's answer on a quotation link; any other public page answers a POST 405 at
// once, lib/security/request-rules.ts) each declare a body,
// send part of it and hold the connection open, as a client on a slow line (or an attacker) would.
//   over:    Content-Length 45 MB (over a page's 2 MB limit): the answer must be 413 before a body
//            byte is sent; if none comes within ANSWER_WAIT_MS, 44 MB are sent and held.
//   near:    Content-Length just under the page's 2 MB limit: accepted, all but 8 KB sent and held.
//   chunked: no length at all: the answer must be 411 before a body byte is sent.
// Raw sockets, so the lane controls exactly what is on the wire and when.
import net from 'node:net';
import { MB, rssSampler, treeRss } from './proc-mem.mjs';

export const HELD_TARGETS = ['/quote', `/q/${'A'.repeat(43)}`];
export const HELD_PER_KIND = 3;
export const ANSWER_WAIT_MS = 2000;
const HOLD_MS = 5000;
const PAGE_LIMIT = 2 * MB;

/**
 * One connection: the request head, then (if the server has not answered within ANSWER_WAIT_MS)
 * `send` body bytes, 1 MB a write; it stays open until `close()`.
 */
function holdBody(port, path, kind, { length, send }) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let started = 0;
  let sent = 0;
  let status = null;
  let ms = null;
  let sentBeforeAnswer = null;
  let text = '';
  let onAnswer = () => {};
  const answer = new Promise((resolve) => (onAnswer = resolve));
  socket.on('data', (data) => {
    if (status !== null) return;
    text += data.toString('latin1');
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
    if (!match) return;
    status = Number(match[1]);
    ms = performance.now() - started;
    sentBeforeAnswer = sent;
    onAnswer();
  });
  socket.on('close', () => onAnswer());
  const framing = length === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`;
  const sending = (async () => {
    await new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
    if (socket.destroyed) return;
    started = performance.now();
    socket.write(head);
    await Promise.race([answer, bound(ANSWER_WAIT_MS)]);
    const chunk = Buffer.alloc(MB, 'a');
    while (sent < send && status === null && !socket.destroyed) {
      const n = Math.min(MB, send - sent);
      const more = socket.write(n === MB ? chunk : chunk.subarray(0, n));
      sent += n;
      if (!more) await drainOrClose(socket);
    }
  })();
  return {
    sending,
    close: () => socket.destroy(),
    result: () => ({ path, kind, status, ms, sentBeforeAnswer: sentBeforeAnswer ?? sent }),
  };
}

/**
 * Runs the attack against the server at `base` (process tree `pid`, RSS `before` it), closes every
 * connection, then waits up to `settleMs` for the RSS to fall under `before + headroom`.
 */
export async function heldBodyAttack(base, pid, { before, headroom, settleMs = 20_000 }) {
  const port = Number(new URL(base).port);
  const sampler = rssSampler(pid, 100);
  const connections = [];
  for (const path of HELD_TARGETS) {
    for (let i = 0; i < HELD_PER_KIND; i++) {
      connections.push(holdBody(port, path, 'over', { length: 45 * MB, send: 44 * MB }));
      connections.push(holdBody(port, path, 'near', { length: PAGE_LIMIT - 4096, send: PAGE_LIMIT - 4096 - 8192 }));
    }
    connections.push(holdBody(port, path, 'chunked', { length: undefined, send: 0 }));
  }
  await Promise.race([Promise.all(connections.map((c) => c.sending)), bound(90_000)]);
  await sleep(HOLD_MS);
  const during = treeRss(pid).bytes;
  const peak = sampler.stop();
  const answers = connections.map((c) => c.result()).filter((r) => r.kind !== 'near');
  for (const c of connections) c.close();
  const closedAt = Date.now();
  let after = treeRss(pid).bytes;
  while (after >= before + headroom && Date.now() - closedAt < settleMs) {
    await sleep(500);
    after = treeRss(pid).bytes;
  }
  return { before, peak, during, after, settleSeconds: (Date.now() - closedAt) / 1000, answers };
}

/** Resolves on 'drain' or 'close', whichever comes first, and removes both listeners. */
function drainOrClose(socket) {
  return new Promise((resolve) => {
    const go = () => {
      socket.off('drain', go);
      socket.off('close', go);
      resolve();
    };
    socket.on('drain', go);
    socket.on('close', go);
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A limit for a race: its timer does not keep the process alive after the race was decided. */
function bound(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
