// Types of app-env.mjs for vitest.config.mts and its unit test (the harness itself runs under plain Node).
type Env = Record<string, string | undefined>;
export function appEnvNames(exampleFile?: string): string[];
export function isolatedEnv(settings?: Record<string, string | number | undefined>, source?: Env): Record<string, string>;
export function dropAppEnv(env?: Env): string[];
