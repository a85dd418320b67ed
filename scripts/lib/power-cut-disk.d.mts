// Types of power-cut-disk.mjs for the power-loss journeys (e2e-durability/power-loss.spec.ts).
export type PowerCutDisk = {
  /** The mount point. */
  dir: string;
  image: string;
  isMounted(): boolean;
  mount(): void;
  flush(): void;
  cutPower(): void;
  unmount(waitMs?: number): Promise<void>;
  destroy(): void;
};
export function powerCutUnavailableReason(): string | null;
export function createPowerCutDisk(workDir: string, sizeMb?: number): PowerCutDisk;
