import type { BlogMediaItem } from '@/lib/blog/media/store';

// The admin forms' one way to send a photo: on its own, as the raw body of POST /api/admin/uploads
// (app/api/admin/uploads/route.ts), never inside a server action. A product or home-section photo
// comes back as a token the save then names; a blog image is stored at once and comes back as its
// media-library entry. Messages are the route's (translated, in the page's language).

export type UploadPurpose = 'catalogue' | 'home' | 'blog';

/** The route's JSON answer. */
export type UploadAnswer =
  { ok: true; token: string; width: number; height: number } | { ok: true; media: BlogMediaItem } | { ok: false; message: string };

export type UploadMessages = {
  /** The connection failed (`{file}` filled in by the caller). */
  network: (file: string) => string;
  /** A refusal that came without the route's message (a proxy's or the server guard's 413). */
  tooLarge: (file: string) => string;
  failed: (file: string) => string;
};

export const UPLOAD_ROUTE = '/api/admin/uploads';

// A photo uploaded for a save that was then refused (another field) is sent once, not again.
const sent = new WeakMap<File, Map<UploadPurpose, string>>();

/** Forgets the tokens of these files (the save that used them succeeded: the server dropped them). */
export function forgetUploads(files: File[]): void {
  for (const file of files) sent.delete(file);
}

/** Sends one photo; resolves to the route's answer (never throws). */
export async function uploadPhoto(file: File, purpose: UploadPurpose, locale: string, messages: UploadMessages): Promise<UploadAnswer> {
  const name = file.name.slice(0, 80);
  const known = purpose === 'blog' ? undefined : sent.get(file)?.get(purpose);
  if (known) return { ok: true, token: known, width: 0, height: 0 };
  let response: Response;
  try {
    const query = new URLSearchParams({ purpose, locale });
    response = await fetch(`${UPLOAD_ROUTE}?${query}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name.slice(0, 200)) },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, message: messages.network(name) };
  }
  const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
  if (!answer || typeof answer !== 'object' || !('ok' in answer)) {
    return { ok: false, message: response.status === 413 ? messages.tooLarge(name) : messages.failed(name) };
  }
  if (answer.ok && 'token' in answer) {
    const byPurpose = sent.get(file) ?? new Map<UploadPurpose, string>();
    byPurpose.set(purpose, answer.token);
    sent.set(file, byPurpose);
  }
  return answer;
}

/** The messages from the `photoUpload` namespace (a next-intl translator of it). */
export function uploadMessages(
  t: (key: 'network' | 'errors.tooLarge' | 'errors.storage', values: { file: string }) => string,
): UploadMessages {
  return {
    network: (file) => t('network', { file }),
    tooLarge: (file) => t('errors.tooLarge', { file }),
    failed: (file) => t('errors.storage', { file }),
  };
}
