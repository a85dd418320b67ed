import type { ESLint } from 'eslint';

export const LIB_LAYERS: string[][];
export const LIB_LAYER_EXCEPTIONS: [string, string][];
export function unitOf(relPath: string): string | null;
export function resolveImport(fromRel: string, specifier: string): string | null;
export function layerViolation(fromRel: string, specifier: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
