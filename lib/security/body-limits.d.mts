// Types of body-limits.mjs (plain JavaScript so the Node server's guard can load it before Next).
export type HeaderReader = { get(name: string): string | null | undefined };

export const MB: number;
export const PHOTO_UPLOAD_BODY_LIMIT: number;
export const ACTION_BODY_LIMIT: number;
export const LOCALE_PREFIXES: readonly string[];

export const PHOTO_UPLOAD_PATH: string;
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean;
export function requestAppPath(rawPathname: string): string;
export function bodyLimitStatus(method: string, headers: HeaderReader, photoUpload?: boolean): 411 | 413 | null;
export function requestBodyStatus(method: string, url: string, headers: HeaderReader): 411 | 413 | null;
export function bodyRefusal(status: 411 | 413): { status: 411 | 413; headers: Record<string, string>; body: string };
