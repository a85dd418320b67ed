import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import postgres from 'postgres';

// scripts/edge-rehearsal.mjs passes the Worker's URL, the database and miniflare's state folder.
export const BASE = process.env.E2E_BASE_URL!;
export const SITE_URL = process.env.EDGE_SITE_URL ?? '';
const STATE_DIR = process.env.EDGE_STATE_DIR!;

export const sql = () => postgres(process.env.EDGE_DATABASE_URL!, { max: 1, onnotice: () => {} });

export type Answer = { status: number; text: string; headers: Headers; ms: number };

/** One plain request (no browser), redirects not followed. */
export async function get(pathname: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${BASE}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, ms: performance.now() - started };
}

/** A product's or category's slug address: the bare id answers 308 there, one hop. */
export async function canonical(bare: string): Promise<string> {
  const answer = await get(bare);
  if (answer.status !== 308) throw new Error(`${bare} answered ${answer.status}, not 308 to its slug address`);
  return new URL(answer.headers.get('location')!.split(',')[0]!.trim(), BASE).pathname;
}

/**
 * The keys of OpenNext's page cache: miniflare keeps an R2 bucket's objects in a SQLite file per
 * bucket under .wrangler/state/v3/r2 (the object list, beside the blobs).
 */
export function r2Keys(): string[] {
  const root = path.join(STATE_DIR, 'v3', 'r2');
  const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.sqlite')) : [];
  const keys: string[] = [];
  for (const file of files) {
    const db = new DatabaseSync(path.join(root, file), { readOnly: true });
    try {
      // One file per bucket holds the list; miniflare's metadata.sqlite holds none.
      if (!db.prepare("select 1 from sqlite_master where name = '_mf_objects'").get()) continue;
      keys.push(
        ...db
          .prepare('select key from _mf_objects')
          .all()
          .map((row) => String(row.key)),
      );
    } finally {
      db.close();
    }
  }
  return keys;
}

/**
 * Sends only a request's head (declaring `length` body bytes, or none with `chunked`) and waits up
 * to `waitMs` for an answer without sending a body byte: the status, or null when the server waits
 * for the body.
 */
export function headOnly(pathname: string, headers: Record<string, string>, waitMs = 5000): Promise<number | null> {
  const url = new URL(BASE);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const done = (status: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => done(null), waitMs);
    let text = '';
    socket.on('error', () => done(null));
    socket.on('data', (data) => {
      text += data.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (match) done(Number(match[1]));
    });
    const lines = Object.entries({ host: url.host, ...headers }).map(([k, v]) => `${k}: ${v}`);
    socket.write(`POST ${pathname} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** A sign-in attempt with a wrong password, from the visitor `ip` as Cloudflare would report it. */
export async function wrongSignIn(email: string, ip: string, extra: Record<string, string> = {}): Promise<number> {
  const response = await get('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'cf-connecting-ip': ip, ...extra },
    body: JSON.stringify({ email, password: 'not-the-password-1' }),
  });
  return response.status;
}

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

/** The article page's view beacon, from the visitor `ip`. */
export async function viewBeacon(postId: string, ip: string, extra: Record<string, string> = {}): Promise<number> {
  const response = await get('/api/blog/views', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'user-agent': BROWSER_UA, 'cf-connecting-ip': ip, ...extra },
    body: JSON.stringify({ postId }),
  });
  return response.status;
}
