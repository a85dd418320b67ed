export const STARTUP_EVENTS: [string, RegExp][];
export function startupEvent(line: string): string | null;
export function startupReport(
  marks: Record<string, number>,
  visits: { label: string; ms: number; at: number; status: number | string }[],
): string;
