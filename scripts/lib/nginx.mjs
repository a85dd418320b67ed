// Debian's nginx as a round-robin load balancer in front of app instances (bench two-instance mode),
// run in the foreground from a temp prefix folder, stopped with the harness.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './server.mjs';

export function findNginx() {
  return [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].find((c) => c && fs.existsSync(c)) ?? null;
}

/** nginx on 127.0.0.1:`port` spreading requests over `upstreams` (ports), keep-alive to both sides. */
export async function startNginx({ port, upstreams, dir }) {
  const bin = findNginx();
  if (!bin) throw new Error('no nginx found (apt-get install -y nginx-light)');
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const child = spawn(bin, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false; // not child.exitCode: it stays null when a signal ended the process
  child.once('exit', () => (exited = true));
  process.once('exit', () => !exited && child.kill('SIGKILL'));
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (exited) throw new Error(`nginx exited (see ${dir}/error.log)`);
      await sleep(100);
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
