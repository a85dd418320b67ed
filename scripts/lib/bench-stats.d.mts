// Types of bench-stats.mjs for its TypeScript unit test (the harness itself runs under plain Node).
export const GOALS: {
  homeVsRobots: number;
  cachedVsRobots: number;
  cachedP99VsRobots: number;
  uncachedP95Ms: number;
  lighthouseScore: number;
  peakRssMb: { embedded: number; postgres: number };
};
export function percentile(sorted: number[], p: number): number;
export function median(values: Array<number | null | undefined>): number | null;
type Row = { path: string; variant?: string; requestsPerSecond: number; p99: number; goal?: 'home' | 'cached' };
type RatioRow<T> = T & { vsStatic: number | null; vsRobots: number | null; vsHome: number | null; p99VsRobots: number | null };
export function withRatios<T extends Row>(rows: T[], refs: { staticPath: string; robotsPath: string; homePath: string }): RatioRow<T>[];
export function throughputVerdicts(
  rows: Array<{ path: string; goal?: 'home' | 'cached'; vsRobots: number | null; p99VsRobots: number | null; non2xx?: number }>,
): Array<{ what: string; value: number | null; goal: string; met: boolean }>;
export function lighthouseSummary(runs: Array<{ score: number; lcpMs: number; tbtMs: number } | null>): {
  runs: number;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
};
export function productPaths(sitemapXml: string): string[];
export function uncachedVerdict(pass: { intended: number; pages: number; p95: number; connections: number }): {
  what: string;
  goal: string;
  complete: boolean;
  met: boolean;
};
