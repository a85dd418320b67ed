// Backups (lib/backup, README "Backups"), validated with the rest of the environment by
// lib/config.ts. Edge-safe like it (no `node:` imports).

export type BackupSettings = {
  /** BACKUP_DIR: where the server writes one archive a day; null = no scheduled backups. */
  dir: string | null;
  /** BACKUP_KEEP (default 7): how many archives the schedule keeps there (the oldest go). */
  keep: number;
};

export const DEFAULT_BACKUP_KEEP = 7;
export const BACKUP_KEEP_RANGE = { min: 1, max: 365 } as const;

export type BackupEnv = { BACKUP_DIR?: string; BACKUP_KEEP?: string };

/** The variables, read at run time (a computed key: bundlers cannot inline them). */
export function backupEnv(env: Record<string, string | undefined> = process.env): BackupEnv {
  return { BACKUP_DIR: env['BACKUP_DIR'], BACKUP_KEEP: env['BACKUP_KEEP'] };
}

export function parseBackupSettings(env: BackupEnv): { settings: BackupSettings; problems: string[] } {
  const dir = env.BACKUP_DIR?.trim() || null;
  const keepText = env.BACKUP_KEEP?.trim() ?? '';
  const keep = keepText === '' ? DEFAULT_BACKUP_KEEP : /^\d{1,3}$/.test(keepText) ? Number(keepText) : Number.NaN;
  const problems: string[] = [];
  if (!(keep >= BACKUP_KEEP_RANGE.min && keep <= BACKUP_KEEP_RANGE.max)) {
    problems.push(`BACKUP_KEEP must be a whole number from ${BACKUP_KEEP_RANGE.min} to ${BACKUP_KEEP_RANGE.max}`);
  }
  return { settings: { dir, keep }, problems };
}
