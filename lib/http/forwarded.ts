/**
 * The host and scheme a request was made to, as far as the server can trust them.
 *
 * X-Forwarded-Host / -Proto are plain request headers: any client can send them. They say where the
 * browser really connected only when a reverse proxy in front of the server overwrote them, which
 * TRUST_PROXY declares (lib/config.ts). Without it only the Host header counts (what the client
 * connected with; an Origin check compares against it) and the scheme is that of the Node server
 * itself, which never terminates TLS here: plain http.
 *
 * Next.js fills `x-forwarded-host ??= host` and `x-forwarded-proto ??= http` before the app sees a
 * request, so a missing header never means "no proxy": the decision must come from the setting.
 */

/** The first entry of a possibly comma-joined header (a proxy chain may list several). */
function firstEntry(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}

export function requestHost(headers: Headers, trustProxy: number | boolean): string | null {
  const host = headers.get('host');
  if (!trustProxy) return host;
  return firstEntry(headers.get('x-forwarded-host')) ?? host;
}

export function requestProto(headers: Headers, trustProxy: number | boolean): 'http' | 'https' {
  if (!trustProxy) return 'http';
  return firstEntry(headers.get('x-forwarded-proto'))?.toLowerCase() === 'https' ? 'https' : 'http';
}

/**
 * A request naming another host in X-Forwarded-Host than it was sent to, while no proxy is trusted:
 * the client wrote that header itself. Next's own Server Action origin check accepts an Origin that
 * matches either header, so middleware refuses such a request before it reaches an action.
 */
export function forgedForwardedHost(headers: Headers, trustProxy: number | boolean): boolean {
  if (trustProxy) return false;
  const forwarded = headers.get('x-forwarded-host');
  return forwarded !== null && forwarded !== headers.get('host');
}
