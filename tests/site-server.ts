import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverHooks } from '../lib/server-hooks';
import { createSiteServer } from '../server.mjs';

/**
 * The production server entry (server.mjs) on a loopback port with the app's real hooks, and
 * `handle` in Next's place: what a test sees is what Next would be handed.
 */
export async function siteServer(handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown) {
  const server = createSiteServer({ handle, hooks: serverHooks });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
