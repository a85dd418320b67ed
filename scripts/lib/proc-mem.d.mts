// Types of proc-mem.mjs for its TypeScript unit test (the harness itself runs under plain Node).
export function parseVmRss(statusText: string): number;
export function parsePpid(statLine: string): number;
export function descendants(root: number, parents: Map<number, number>): number[];
export function treeRss(rootPid: number): { bytes: number; processes: number };
export function rssSampler(rootPid: number, everyMs?: number): { stop(): number };
export const MB: number;
