// The cdn lane's stand-in for a CDN's purge API: it accepts Cloudflare's purge-by-URL call
// (`POST` `{"files": [urls]}` with `Authorization: Bearer <token>`) and turns each URL into a
// PURGE request to the lane's Varnish. `POST /control?forward=0` makes it record calls without
// purging (the proxy then behaves as with no purge configured); `GET /control` lists the calls.
import http from 'node:http';

export async function startPurgeRelay({ port, token, varnishUrl }) {
  const calls = [];
  let forward = true;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://relay');
      const json = (status, value) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      if (url.pathname === '/control') {
        if (req.method === 'POST') forward = url.searchParams.get('forward') !== '0';
        return json(200, { forward, calls });
      }
      if (req.method !== 'POST' || url.pathname !== '/purge') return json(404, { success: false });
      if (req.headers.authorization !== `Bearer ${token}`) return json(403, { success: false, errors: [{ message: 'bad token' }] });
      const files = JSON.parse(body || '{}').files ?? [];
      const forwarded = forward;
      if (forwarded) {
        for (const file of files) {
          const { pathname, search } = new URL(file);
          await fetch(`${varnishUrl}${pathname}${search}`, { method: 'PURGE' });
        }
      }
      // Recorded once Varnish has dropped the pages: a journey that sees the call may read at once.
      calls.push({ at: Date.now(), forwarded, files });
      json(200, { success: true, errors: [], messages: [], result: { id: 'relay' } });
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/purge`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
