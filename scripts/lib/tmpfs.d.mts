// Types of tmpfs.mjs for the full-disk journeys (e2e-full-disk/); the harness itself runs under plain Node.
export function tmpfsUnavailableReason(): string | null;
export function mountTmpfs(dir: string, size: string): void;
export function unmountTmpfs(dir: string): boolean;
export function isMountPoint(dir: string): boolean;
export function freeBytes(dir: string): number;
export function fillTo(dir: string, filler: string, target: number): number;
