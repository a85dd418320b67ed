import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer, serverSettings } from '../server.mjs';
import { registerServerHooks, SERVER_HOOKS_KEY, serverHooks } from './server-hooks';

const slot = globalThis as Record<symbol, unknown>;
afterEach(() => {
  delete slot[SERVER_HOOKS_KEY];
});

describe('the server hooks hand-over', () => {
  it('hands the hooks to the receiver server.mjs put in place, and does nothing without one', () => {
    const received: unknown[] = [];
    slot[SERVER_HOOKS_KEY] = (hooks: unknown) => received.push(hooks);
    registerServerHooks();
    expect(received).toEqual([serverHooks]);
    delete slot[SERVER_HOOKS_KEY];
    expect(() => registerServerHooks()).not.toThrow(); // next dev: no entry waits
    expect(slot[SERVER_HOOKS_KEY]).toBeUndefined();
  });

  it('holds requests until the hooks arrive, then applies them', async () => {
    let arrive: (site: Parameters<typeof createSiteServer>[0]) => void = () => {};
    const server = createSiteServer(new Promise((resolve) => (arrive = resolve)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const early = fetch(`http://127.0.0.1:${port}/search`, { method: 'POST', body: 'x' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      arrive({ handle: (_req, res) => res.end('next'), hooks: serverHooks });
      expect((await early).status).toBe(405); // the request rules, not Next, answered it
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('next');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads the address and keep-alive as Next’s standalone server does', () => {
    expect(serverSettings({})).toEqual({ port: 3000, hostname: '0.0.0.0', keepAliveTimeout: undefined });
    expect(serverSettings({ PORT: '4100', HOSTNAME: '::', KEEP_ALIVE_TIMEOUT: '65000' })).toEqual({
      port: 4100,
      hostname: '::',
      keepAliveTimeout: 65000,
    });
    expect(serverSettings({ KEEP_ALIVE_TIMEOUT: 'x' }).keepAliveTimeout).toBeUndefined();
  });
});
