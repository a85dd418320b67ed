/**
 * Request-body limits checked in middleware, before Next reads a body for a page or a server
 * action (Next's own `serverActions.bodySizeLimit` is one number for every action: 45 MB, for the
 * product photos). Server actions post to the page they belong to, and Next finds an action only
 * on a page whose bundle contains it, so the page path says which limit applies.
 */
const MB = 1024 * 1024;

/** Product create/update: main + hover + gallery photos in one save (see next.config.ts). */
export const UPLOAD_BODY_LIMIT = 45 * MB;
/**
 * Every other action and page POST (blog saves, deletes, settings). A post at the content limits
 * of lib/blog/blocks/limits.ts is well under it.
 */
export const ACTION_BODY_LIMIT = 2 * MB;

/** The admin pages whose actions carry photos (app path, no locale). */
export function isUploadPath(appPath: string): boolean {
  return /^\/admin-panel\/(?:addnew|itemlist\/[^/]+)$/.test(appPath);
}

/**
 * 413 when the declared body is over the path's limit, 411 when a body comes without a length
 * (chunked: its size is unknown until read). GET/HEAD/OPTIONS are not checked.
 */
export function bodyLimitStatus(method: string, headers: Headers, appPath: string): 411 | 413 | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const limit = isUploadPath(appPath) ? UPLOAD_BODY_LIMIT : ACTION_BODY_LIMIT;
  const length = headers.get('content-length');
  if (length === null) return headers.has('transfer-encoding') ? 411 : null;
  if (!/^\d+$/.test(length)) return 413;
  return Number(length) > limit ? 413 : null;
}
