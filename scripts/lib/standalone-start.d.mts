export function addressFromArgs(args: string[], env: Record<string, string | undefined>): { PORT: string; HOSTNAME: string };
export function prepareStandalone(root: string, distDir: string): string;
