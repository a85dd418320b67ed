// Types of client-bundle-check.mjs for its TypeScript unit test (the harness runs it under plain Node).
export const DATABASE_MARKERS: string[];
export function findMarkers(text: string): string[];
export function scanClientChunks(distDir: string): { files: number; findings: { file: string; markers: string[] }[] };
export function assertNoDatabaseCode(distDir: string): number;
