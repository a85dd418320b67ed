export function checkLockInSync(dir: string): { ok: boolean; output: string };
