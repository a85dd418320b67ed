// The data folder's disk (lib/storage/disk-space.ts, decision 086), validated with the rest of the
// environment by lib/config.ts. Edge-safe like it (no `node:` imports).

export type DiskSettings = {
  /**
   * DISK_RESERVE_MB (default 64): below this much free space on DATA_DIR's file system the embedded
   * backend refuses new photos, quote requests and saves before it writes anything, so the database
   * always keeps room for its own files (a new 16 MB WAL segment, a checkpoint). 0 turns it off.
   */
  reserveBytes: number;
  /** Four times the reserve: below it /api/health reports the disk as `low` (still 200). */
  lowBytes: number;
};

export const DEFAULT_DISK_RESERVE_MB = 64;
export const DISK_RESERVE_MAX_MB = 1_048_576; // 1 TiB
/** How far below `low` starts, in reserves. */
export const DISK_LOW_FACTOR = 4;
const MIB = 1024 * 1024;

export type DiskEnv = { DISK_RESERVE_MB?: string };

/** The variable, read at run time (a computed key: bundlers cannot inline it). */
export function diskEnv(env: Record<string, string | undefined> = process.env): DiskEnv {
  return { DISK_RESERVE_MB: env['DISK_RESERVE_MB'] };
}

export function parseDiskSettings(env: DiskEnv): { settings: DiskSettings; problems: string[] } {
  const text = env.DISK_RESERVE_MB?.trim() ?? '';
  const mb = text === '' ? DEFAULT_DISK_RESERVE_MB : /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  const problems: string[] = [];
  if (!(mb >= 0 && mb <= DISK_RESERVE_MAX_MB)) {
    problems.push(`DISK_RESERVE_MB must be a whole number of megabytes from 0 to ${DISK_RESERVE_MAX_MB} (0 turns the reserve off)`);
  }
  const reserveBytes = (Number.isFinite(mb) ? mb : DEFAULT_DISK_RESERVE_MB) * MIB;
  return { settings: { reserveBytes, lowBytes: reserveBytes * DISK_LOW_FACTOR }, problems };
}
