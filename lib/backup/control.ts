import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';

// How `npm run backup` reaches a running server (docs/decisions/085-…): the process that holds the
// data folder is the only one that may read the embedded database, so the command asks it. Local
// only: a Unix socket (on Linux an abstract one, named after the folder, which no network reaches);
// authenticated: a random token the server writes at start into `backup-control.json` in the data
// folder, readable only by its owner, so only someone who may read the data folder may ask.
//
// Protocol: the client sends one line {"token", "op": "backup"}; the server answers one line
// {"ok": false, "error"} and closes, or {"ok": true} followed by the archive in frames (a 4-byte
// big-endian length, then that many bytes) and an empty frame at the end. A connection that closes
// before the empty frame is a failed backup (a Unix socket has no reset to say so).

export const CONTROL_FILE = 'backup-control.json';
const MAX_REQUEST = 4096;

type ControlInfo = { socket: string; token: string; pid: number };

function socketName(dataDir: string): string {
  const real = fs.realpathSync(/*turbopackIgnore: true*/ dataDir);
  if (process.platform === 'linux') return `\0packaging-site/backup/${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return path.join(/*turbopackIgnore: true*/ real, 'backup.sock');
}

export type ControlServer = { close(): Promise<void> };

/** Writes what it gets to `socket` as frames; `finish()` sends the empty frame that means complete. */
function framed(socket: net.Socket): { out: Writable; finish(): void } {
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(chunk.length);
      socket.write(head);
      if (socket.write(chunk)) callback();
      else socket.once('drain', () => callback());
    },
  });
  return { out, finish: () => socket.end(Buffer.alloc(4)) };
}

/** Starts answering backup requests for `dataDir`; `backup` writes one archive into the socket. */
export async function startControlServer(dataDir: string, backup: (out: NodeJS.WritableStream) => Promise<void>): Promise<ControlServer> {
  const name = socketName(dataDir);
  const token = randomBytes(32).toString('hex');
  const tokenBytes = Buffer.from(token);
  if (!name.startsWith('\0')) fs.rmSync(/*turbopackIgnore: true*/ name, { force: true });
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.setTimeout(10_000, () => socket.destroy());
    const onData = (chunk: Buffer): void => {
      buffered += chunk.toString('utf8');
      if (buffered.length > MAX_REQUEST) {
        socket.destroy();
        return;
      }
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      socket.off('data', onData);
      socket.setTimeout(0);
      let request: { token?: unknown; op?: unknown } = {};
      try {
        request = JSON.parse(buffered.slice(0, end)) as typeof request;
      } catch {
        // answered below as refused
      }
      const given = Buffer.from(typeof request.token === 'string' ? request.token : '');
      if (given.length !== tokenBytes.length || !timingSafeEqual(given, tokenBytes) || request.op !== 'backup') {
        socket.end(JSON.stringify({ ok: false, error: 'refused: wrong token or request' }) + '\n');
        return;
      }
      socket.write(JSON.stringify({ ok: true }) + '\n');
      const frames = framed(socket);
      backup(frames.out).then(
        () => frames.finish(),
        (error: unknown) => {
          console.error('[backup] a backup asked for by `npm run backup` failed', error);
          socket.destroy(); // closed without the end frame: the client reports the failure
        },
      );
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: name }, resolve);
  });
  server.unref();
  const info: ControlInfo = { socket: name, token, pid: process.pid };
  const file = path.join(/*turbopackIgnore: true*/ dataDir, CONTROL_FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(/*turbopackIgnore: true*/ tmp, JSON.stringify(info) + '\n', { mode: 0o600 });
  fs.renameSync(/*turbopackIgnore: true*/ tmp, file);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        fs.rmSync(/*turbopackIgnore: true*/ file, { force: true });
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the server that holds `dataDir` for a backup, streaming it into the stream `open` makes (once
 * the server has said yes). Resolves false when no server answers there (none runs: the caller
 * takes the backup itself), true once the whole archive has arrived; throws when the server refused
 * or stopped half way.
 */
export async function requestBackup(dataDir: string, open: () => NodeJS.WritableStream): Promise<boolean> {
  let info: ControlInfo;
  try {
    info = JSON.parse(
      fs.readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dataDir, CONTROL_FILE), 'utf8'),
    ) as ControlInfo;
  } catch {
    return false;
  }
  const socket = await new Promise<net.Socket | null>((resolve) => {
    const s = net.connect({ path: info.socket });
    s.once('connect', () => resolve(s));
    s.once('error', () => resolve(null));
  });
  if (!socket) return false;
  socket.write(JSON.stringify({ token: info.token, op: 'backup' }) + '\n');
  return new Promise<boolean>((resolve, reject) => {
    let out: NodeJS.WritableStream | null = null;
    let pending = Buffer.alloc(0);
    let answered = false;
    let complete = false;
    let failed: Error | null = null;
    const frames = () => {
      while (!complete && pending.length >= 4) {
        const length = pending.readUInt32BE(0);
        if (length === 0) {
          complete = true;
          return;
        }
        if (pending.length < 4 + length) return;
        if (!out!.write(pending.subarray(4, 4 + length))) {
          socket.pause();
          out!.once('drain', () => socket.resume());
        }
        pending = pending.subarray(4 + length);
      }
    };
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      if (!answered) {
        const end = pending.indexOf(0x0a);
        if (end < 0) return;
        const answer = JSON.parse(pending.subarray(0, end).toString('utf8')) as { ok: boolean; error?: string };
        pending = pending.subarray(end + 1);
        if (!answer.ok) {
          failed = new Error(`the server refused the backup: ${answer.error ?? 'no reason given'}`);
          return;
        }
        answered = true;
        out = open();
      }
      frames();
    });
    socket.on('error', (error) => (failed ??= error));
    socket.on('close', () => {
      if (failed) return reject(failed);
      if (!complete) {
        out?.end();
        return reject(new Error('the server stopped before the backup was complete'));
      }
      out!.end(() => resolve(true));
    });
  });
}
