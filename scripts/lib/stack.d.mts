// Types of stack.mjs for its TypeScript unit test and playwright.config.ts (the harness itself runs under plain Node).
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const SERVER_NODE_FLAGS: string[];
export const SERVER_ENTRY: string;
export function sleep(ms: number): Promise<void>;
export function freePort(): Promise<number>;
export function freePortSync(preferred?: number): number;
export function resetRuntimeCache(distRoot: string): void;
export type StackProcess = { child: ChildProcess; hasExited(): boolean; stop(): Promise<void> };
export function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string; echo?: boolean },
): StackProcess;
export function startServer(options: { port: number; env: NodeJS.ProcessEnv; logFile: string; echo?: boolean }): StackProcess;
export function prepareStandalone(distDir: string): string;
export function startStandalone(options: { distDir: string; port: number; env: NodeJS.ProcessEnv; logFile: string }): StackProcess;
export function waitForHealth(baseUrl: string, server: { hasExited(): boolean } | null, timeoutMs?: number): Promise<void>;
export type ServerSpec = {
  name: string;
  env: NodeJS.ProcessEnv;
  port?: number;
  standalone?: boolean;
  distDir?: string;
  logFile?: string;
  timeoutMs?: number;
};
export type Stack = {
  dir: string;
  servers: Record<string, { url: string; port: number; process: StackProcess; logFile: string }>;
  postgres?: { url: string; description: string; stop(): unknown };
  redis?: { url: string; port: number; start(): Promise<void>; stop(): Promise<void> };
  proxy?: { stop(): unknown };
  defer(fn: () => unknown): void;
  server(spec: ServerSpec): Promise<{ url: string; port: number; process: StackProcess; logFile: string }>;
};
export function withStack<T>(
  parts: {
    dir: string;
    postgres?: boolean;
    redis?: boolean | { port?: number };
    prepare?: (stack: Stack) => Promise<void>;
    servers?: (stack: Stack) => ServerSpec[];
    proxy?: (stack: Stack) => Promise<{ stop(): unknown }>;
  },
  body: (stack: Stack) => Promise<T>,
): Promise<T>;
