// The key a per-address rate limit counts under. An IPv6 visitor is usually given a whole /64 (one
// home or office line gets 2^64 addresses), so counting single IPv6 addresses lets one person
// rotate through as many limits as they like: IPv6 addresses are counted by their /64. An IPv4
// address is one line already and is kept as it is; an IPv4-mapped IPv6 address (::ffff:a.b.c.d,
// what a dual-stack socket reports for an IPv4 peer) is that IPv4 address. Anything else (the
// 'unknown' bucket) is returned unchanged. No `node:` import: usable anywhere.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Groups(text: string): number[] | null {
  const m = IPV4.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let rest = text;
  const tail: number[] = [];
  if (rest.includes('.')) {
    // A dotted IPv4 tail (::ffff:192.0.2.1) is the last two groups.
    const lastColon = rest.lastIndexOf(':');
    const v4 = lastColon < 0 ? null : ipv4Groups(rest.slice(lastColon + 1));
    if (!v4) return null;
    tail.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    const prefix = rest.slice(0, lastColon + 1);
    rest = prefix.endsWith('::') ? prefix : prefix.slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':'));
  const head = parse(halves[0]!);
  const back = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...head, ...back].every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const known = head.length + back.length + tail.length;
  const missing = 8 - known;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const hex = (g: string) => Number.parseInt(g, 16);
  return [...head.map(hex), ...Array<number>(missing).fill(0), ...back.map(hex), ...tail];
}

export function addressKey(ip: string): string {
  const text = ip.trim();
  if (ipv4Groups(text)) return text;
  // A bracketed address or one with a zone (fe80::1%eth0) is still the same line.
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const groups = ipv6Groups(bare);
  if (!groups) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
