// Types of body-guard.mjs (plain JavaScript: the server entry, server.mjs, loads it as it is).
import type http from 'node:http';

export const LINGER_MS: number;
export function refuseOversizedBody(req: http.IncomingMessage, res: http.ServerResponse): boolean;
export function guardExpectContinue(server: http.Server): void;
