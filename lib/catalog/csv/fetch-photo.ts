import 'server-only';
import { MAX_PHOTO_BYTES, processPhoto, type PhotoRefusal, type ProcessedPhoto } from '../photos';
import { fetchDecision } from './photo-refs';

// Fetches one photo of an import from an allow-listed host. The allow-list is checked AGAIN here
// (the planner already did): this is the only place the import makes a request, so no code path
// can reach a host that is not listed. No redirects are followed (a redirect could point anywhere),
// the body is capped at the upload limit while it streams, and the bytes go through the same
// validation and re-encoding as an uploaded photo.

export const IMPORT_FETCH_TIMEOUT_MS = 15_000;

export type FetchRefusal = 'notAllowed' | 'timeout' | 'httpStatus' | 'network' | PhotoRefusal;
export type FetchedPhoto = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: FetchRefusal };

async function readCapped(body: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export async function fetchImportPhoto(
  url: string,
  allowedHosts: readonly string[],
  timeoutMs = IMPORT_FETCH_TIMEOUT_MS,
): Promise<FetchedPhoto> {
  if (!fetchDecision(url, allowedHosts).ok) return { ok: false, reason: 'notAllowed' };
  let response: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    response = await fetch(url, { redirect: 'manual', signal, headers: { Accept: 'image/*' }, cache: 'no-store' });
  } catch {
    return { ok: false, reason: signal.aborted ? 'timeout' : 'network' };
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return { ok: false, reason: 'httpStatus' };
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_PHOTO_BYTES) {
    await response.body.cancel();
    return { ok: false, reason: 'tooLarge' };
  }
  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(response.body, MAX_PHOTO_BYTES);
  } catch {
    return { ok: false, reason: signal.aborted ? 'timeout' : 'network' };
  }
  if (!bytes) return { ok: false, reason: 'tooLarge' };
  const result = await processPhoto(bytes);
  return result.ok ? { ok: true, photo: result.photo } : { ok: false, reason: result.reason };
}
