/**
 * The visitor's address for throttling.
 * - TRUST_PROXY=1 (behind a proxy that sets it): the left-most X-Forwarded-For entry.
 * - Otherwise: `x-real-ip` when a proxy sets it, else the address Next recorded from the socket
 *   (Next puts the socket address into X-Forwarded-For only when the request carries none).
 *   IMPORTANT: without a proxy a client can send its own headers and look like many visitors; the
 *   per-account limit still holds, so guessing one account's password stays throttled.
 */
export function clientIp(headers: Headers, trustProxy: boolean): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (trustProxy && forwarded[0]) return forwarded[0];
  const realIp = headers.get('x-real-ip')?.trim();
  if (realIp) return realIp;
  return forwarded[forwarded.length - 1] ?? 'unknown';
}
