import fs from 'node:fs';
import http from 'node:http';

/** The e2e server's origin parts (scripts/e2e.mjs passes E2E_BASE_URL). */
export const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request with exactly these headers (Host included), no redirect following: what a reverse
 * proxy or a script sends. `bodyBytes` streams that many bytes with a matching Content-Length.
 */
export function rawRequest(
  pathname: string,
  { method = 'GET', headers = {}, bodyBytes = 0 }: { method?: string; headers?: Record<string, string>; bodyBytes?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method,
        headers: { ...(bodyBytes ? { 'content-length': String(bodyBytes) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    // The server may answer (413) and close before the whole body is sent: that is the point.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    if (!bodyBytes) return void req.end();
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bodyBytes) {
        const n = Math.min(chunk.length, bodyBytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('response', () => {
      sent = bodyBytes; // stop sending once answered
    });
    pump();
  });
}

/** The pid of the process listening on `port` (Linux /proc), for its memory. */
export function listeningPid(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      }
    } catch {
      // another user's process, or gone
    }
  }
  return null;
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}
