export const DEFAULT_DEV_HOST: string;
export function nextDevArgs(argv: string[], env: Record<string, string | undefined>): string[];
