import 'server-only';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { MAX_PHOTO_BYTES, processPhoto, type PhotoRefusal, type ProcessedPhoto } from '../photos';
import { fetchDecision } from './photo-refs';
import { canonicalAddress, explicitlyAllowedAddresses, isPublicAddress } from './public-address';

// Fetches one photo of an import from an allow-listed host. The allow-list is checked AGAIN here
// (the planner already did): this is the only place the import makes a request, so no code path
// can reach a host that is not listed. A listed NAME is not enough: it is resolved once, every
// answer must be a public address (or one the allow-list names itself, e.g. `10.0.0.5:8080` for a
// photo server in the office), and the connection goes to that checked address: the name is not
// looked up a second time, so an answer that changes in between (DNS rebinding) is never used.
// The Host header and TLS name stay the URL's. No redirects are followed (a redirect could point
// anywhere), the body is capped at the upload limit while it streams, and the bytes go through
// the same validation and re-encoding as an uploaded photo.

export const IMPORT_FETCH_TIMEOUT_MS = 15_000;

export type FetchRefusal = 'notAllowed' | 'privateAddress' | 'timeout' | 'httpStatus' | 'network' | PhotoRefusal;
export type FetchedPhoto = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: FetchRefusal };

export type ResolvedAddress = { address: string; family: number };
/** Every address a name resolves to (tests pass their own to play a rebinding DNS server). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
export type FetchOptions = { timeoutMs?: number; resolve?: Resolver };

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

type Target = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'privateAddress' | 'network' | 'timeout' };

/** The one address to connect to: resolved once (within the fetch's time limit), every answer checked. */
async function checkedTarget(url: URL, allowedHosts: readonly string[], resolve: Resolver, signal: AbortSignal): Promise<Target> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let answers: ResolvedAddress[];
  if (canonicalAddress(hostname)) answers = [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  else {
    const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    try {
      answers = await Promise.race([resolve(hostname), timedOut]);
    } catch {
      return { ok: false, reason: signal.aborted ? 'timeout' : 'network' };
    }
  }
  if (answers.length === 0) return { ok: false, reason: 'network' };
  const named = explicitlyAllowedAddresses(allowedHosts);
  // One non-public answer refuses the name: a mixed answer is how a rebinding server starts.
  const permitted = (a: ResolvedAddress) => isPublicAddress(a.address) || named.has(canonicalAddress(a.address) ?? '');
  if (!answers.every(permitted)) return { ok: false, reason: 'privateAddress' };
  const first = answers[0]!;
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` for the socket that answers the checked address, whatever name it is asked for. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(url: URL, target: { address: string; family: 4 | 6 }, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false: a pooled keep-alive socket could belong to an earlier, differently checked address.
    const req = client.request(url, {
      headers: { Accept: 'image/*' },
      lookup: pinnedLookup(target.address, target.family),
      signal,
      agent: false,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

async function readCapped(body: http.IncomingMessage, cap: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > cap) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export async function fetchImportPhoto(url: string, allowedHosts: readonly string[], options: FetchOptions = {}): Promise<FetchedPhoto> {
  if (!fetchDecision(url, allowedHosts).ok) return { ok: false, reason: 'notAllowed' };
  const parsed = new URL(url);
  const signal = AbortSignal.timeout(options.timeoutMs ?? IMPORT_FETCH_TIMEOUT_MS);
  const target = await checkedTarget(parsed, allowedHosts, options.resolve ?? systemResolver, signal);
  if (!target.ok) return { ok: false, reason: target.reason };
  let response: http.IncomingMessage;
  try {
    response = await request(parsed, target, signal);
  } catch {
    return { ok: false, reason: signal.aborted ? 'timeout' : 'network' };
  }
  if (response.statusCode !== 200) {
    response.destroy();
    return { ok: false, reason: 'httpStatus' };
  }
  const declared = Number(response.headers['content-length'] ?? '0');
  if (declared > MAX_PHOTO_BYTES) {
    response.destroy();
    return { ok: false, reason: 'tooLarge' };
  }
  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(response, MAX_PHOTO_BYTES);
  } catch {
    return { ok: false, reason: signal.aborted ? 'timeout' : 'network' };
  }
  if (!bytes) return { ok: false, reason: 'tooLarge' };
  const result = await processPhoto(bytes);
  return result.ok ? { ok: true, photo: result.photo } : { ok: false, reason: result.reason };
}
