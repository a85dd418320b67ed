// Types of cpu-sampler.mjs for its TypeScript unit test and lane-runner's types.
export type CpuSample = { at: number; busy: number; total: number };
export function parseProcStat(text: string): { busy: number; total: number } | null;
export function busyShare(samples: CpuSample[], from: number, to: number): number | null;
export function startCpuSampler(options?: { intervalMs?: number; read?: () => string }): { samples: CpuSample[]; stop(): CpuSample[] };
