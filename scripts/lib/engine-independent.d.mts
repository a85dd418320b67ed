export const ENGINE_INDEPENDENT_MARKER: string;
export function integrationFiles(root: string): string[];
export function engineIndependentReason(source: string): string | null;
export function engineIndependentFiles(root: string): string[];
export function leavesOutEngineIndependent(env: Record<string, string | undefined>): boolean;
