// Types of server.mjs (plain JavaScript: Node runs it as it is) for the tests that drive it.
import type http from 'node:http';
import type { ServerHooks } from './lib/server-hooks';

export const SERVER_HOOKS_KEY: symbol;
export type Site = { handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown; hooks: ServerHooks };
export function createSiteServer(site: Site | Promise<Site>): http.Server;
export function serverSettings(env: Record<string, string | undefined>): {
  port: number;
  hostname: string;
  keepAliveTimeout: number | undefined;
};
export function startSiteServer(options?: {
  dir?: string;
  env?: Record<string, string | undefined>;
}): Promise<{ server: http.Server; site: Promise<Site> }>;
