// Types of body-guard.mjs (plain JavaScript: Node loads it with --import before Next).
import type http from 'node:http';

export const LINGER_MS: number;
export const BODY_GUARD_FLAG: string;
export function refuseOversizedBody(req: http.IncomingMessage, res: http.ServerResponse): boolean;
export function withBodyGuard<T extends http.RequestListener>(listener: T): T;
export function guardExpectContinue(server: http.Server): void;
export function installBodyGuard(httpModule?: typeof http): void;
