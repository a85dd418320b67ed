// Types of dockerfile.mjs for its TypeScript unit test (scripts/image.mjs runs under plain Node).
/* eslint-disable @typescript-eslint/no-explicit-any -- steps differ per instruction; the test reads them loosely */
export type Command = { exec: boolean; argv: string[] };
export type Stage = { name: string; from: string; line: number; steps: any[] };
export function logicalLines(source: string): { line: number; text: string }[];
export function substitute(text: string, vars: Record<string, string>): string;
export function commandOf(text: string): Command;
export function parseDockerfile(source: string, buildArgs?: Record<string, string>): Stage[];
