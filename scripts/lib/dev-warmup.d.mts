export const WARMUP_PATHS: string[];
export function warmupOrigin(argv: string[], env: Record<string, string | undefined>): string;
export function warmUp(
  origin: string,
  paths: string[],
  options?: { fetchImpl?: typeof fetch; timeoutMs?: number; pauseMs?: number },
): Promise<{ ms: number; done: string[] }>;
