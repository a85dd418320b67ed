import { isIP } from 'node:net';

// Whether an IP address is on the public internet (pure). A CSV import fetches photos from
// allow-listed hosts, but a name on the list may resolve to this machine, the office network or a
// cloud metadata service: those answers are refused unless the allow-list names the address itself.

type V4 = [number, number, number, number];

function parseV4(text: string): V4 | null {
  if (isIP(text) !== 4) return null;
  return text.split('.').map(Number) as V4;
}

/** The 16 bytes of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function parseV6(text: string): number[] | null {
  const bare = text.replace(/%.*$/, '');
  if (isIP(bare) !== 6) return null;
  // "::ffff:127.0.0.1" → "::ffff:7f00:1": the dotted tail as its two hextets.
  const body = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((h) => h.toString(16)).join(':'),
  );
  const [head, rest] = body.includes('::') ? body.split('::') : [body, undefined];
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = groups(rest);
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const hextets = [...left, ...Array<string>(Math.max(0, fill)).fill('0'), ...right].map((g) => parseInt(g, 16));
  if (hextets.length !== 8 || hextets.some((h) => !(h >= 0 && h <= 0xffff))) return null;
  return hextets.flatMap((h) => [h >> 8, h & 0xff]);
}

const inV4 = (a: V4, base: V4, bits: number) => {
  const n = (x: V4) => ((x[0] << 24) | (x[1] << 16) | (x[2] << 8) | x[3]) >>> 0;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (n(a) & mask) === (n(base) & mask);
};

// Not public: "this network", private, CGNAT (also Alibaba's metadata 100.100.100.200), loopback,
// link-local (AWS/GCP/Azure metadata 169.254.169.254), IETF assignments (Oracle's 192.0.0.192),
// documentation and benchmark nets, the 6to4 relay, multicast, reserved and broadcast.
const V4_NOT_PUBLIC: Array<[V4, number]> = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

const v4Public = (a: V4) => !V4_NOT_PUBLIC.some(([base, bits]) => inV4(a, base, bits));

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d). */
function embeddedV4(b: number[]): V4 | null {
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return b.slice(12) as V4;
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return b.slice(12) as V4;
  return null;
}

function v6Public(b: number[]): boolean {
  const v4 = embeddedV4(b);
  if (v4) return v4Public(v4);
  // Only global unicast (2000::/3) is public, minus IETF assignments incl. Teredo (2001::/23),
  // documentation (2001:db8::/32) and 6to4 (2002::/16, which tunnels to any IPv4 address).
  // Everything else is loopback, unspecified, unique-local (AWS metadata fd00:ec2::254),
  // link-local, site-local, multicast or reserved.
  if ((b[0]! & 0xe0) !== 0x20) return false;
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x00 && b[3]! < 0x02) return false;
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return false;
  if (b[0] === 0x20 && b[1] === 0x02) return false;
  return true;
}

export function isPublicAddress(address: string): boolean {
  const v4 = parseV4(address);
  if (v4) return v4Public(v4);
  const v6 = parseV6(address);
  return v6 !== null && v6Public(v6);
}

/** One spelling per address (IPv4-mapped IPv6 as its IPv4), to compare with allow-list entries. */
export function canonicalAddress(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (parseV4(bare)) return bare;
  const v6 = parseV6(bare);
  if (!v6) return null;
  const v4 = embeddedV4(v6);
  if (v4 && v6[10] === 0xff) return v4.join('.');
  const hextets = Array.from({ length: 8 }, (_, i) => ((v6[2 * i]! << 8) | v6[2 * i + 1]!).toString(16));
  return hextets.join(':');
}

/** Addresses the allow-list names itself (`127.0.0.1`, `10.0.0.5:8080`, `[::1]:4000`), canonical. */
export function explicitlyAllowedAddresses(allowedHosts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const entry of allowedHosts) {
    const host = entry.startsWith('[') ? entry.slice(0, entry.indexOf(']') + 1) : entry.replace(/:\d+$/, '');
    const canonical = canonicalAddress(host);
    if (canonical) out.add(canonical);
  }
  return out;
}
