// Debian's Varnish as the caching proxy of the cdn lane: run in the foreground (-F) with its own
// working folder (-n) on a loopback port, stopped with the harness. The VCL keeps Varnish's built-in
// rules (requests with cookies or credentials pass, responses marked private/no-store/no-cache or
// setting cookies are not stored, s-maxage and stale-while-revalidate honoured) and adds only:
// PURGE from this machine, a URL-only cache key (one site), and an X-Cache header to observe it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './server.mjs';

export function findVarnish() {
  return [process.env.VARNISHD_BIN, '/usr/sbin/varnishd', '/usr/bin/varnishd'].find((c) => c && fs.existsSync(c)) ?? null;
}

export function varnishUnavailableReason() {
  if (!findVarnish()) return 'varnishd not found (apt-get install -y varnish)';
  const version = spawnSync(findVarnish(), ['-V'], { encoding: 'utf8' });
  return version.status === 0 ? null : `varnishd -V failed: ${version.stderr}`;
}

const vcl = (backendPort) => `vcl 4.1;
backend app { .host = "127.0.0.1"; .port = "${backendPort}"; }
acl purgers { "127.0.0.1"; "::1"; }
sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) { return (synth(405, "Not allowed")); }
    return (purge);
  }
}
sub vcl_hash {
  hash_data(req.url);
  return (lookup);
}
sub vcl_deliver {
  if (obj.hits > 0) { set resp.http.X-Cache = "HIT"; } else { set resp.http.X-Cache = "MISS"; }
}
`;

/** Varnish on 127.0.0.1:`port` caching the app on `backendPort`. */
export async function startVarnish({ port, backendPort, dir }) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'site.vcl');
  fs.writeFileSync(file, vcl(backendPort));
  const log = fs.openSync(path.join(dir, 'varnishd.log'), 'a');
  // -j none: no privilege separation (runs as whoever starts the lane, root or not); -T none: no
  // management port; a small malloc store.
  const args = ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', file, '-s', 'malloc,64m', '-T', 'none', '-j', 'none'];
  const child = spawn(findVarnish(), args, { stdio: ['ignore', log, log] });
  let exited = false;
  child.once('exit', () => (exited = true));
  process.once('exit', () => !exited && child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`varnishd exited (see ${dir}/varnishd.log)`);
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(5000)]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
