export const OWN_PROCESS_MARKER: string;
export function unitFiles(root: string): string[];
export function ownProcessReason(source: string): string | null;
export function isolationReason(source: string): string | null;
export function isolatedUnitFiles(root: string): string[];
