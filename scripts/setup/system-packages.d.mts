export type SystemPackage = { what: string; apt: string[]; present: () => boolean; lanes: string[] };
export const SYSTEM_PACKAGES: SystemPackage[];
export function missingFor(lanes: string[] | null, packages?: SystemPackage[]): SystemPackage[];
export function installCommand(missing: SystemPackage[]): string;
export function ensureSystemPackages(lanes: string[] | null, options?: { install?: boolean; packages?: SystemPackage[] }): boolean;
