import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { isSameOrigin, requestLocale } from '@/lib/auth/request-guard';
import { can, type Capability } from '@/lib/auth/roles';
import { getSession } from '@/lib/auth/session';
import { MAX_PHOTO_BYTES, processPhoto } from '@/lib/catalog/photos';
import { stagePhoto, type StagedPurpose } from '@/lib/catalog/staged-photos';
import type { UploadAnswer } from '@/components/admin/photo-upload';
import { storeProcessed } from '@/lib/blog/media/store';
import { getConfig } from '@/lib/config';
import { withActor } from '@/lib/history/actor';
import { readBytesCapped } from '@/lib/http/read-body-capped';
import { assertRoomToWrite, isDiskFull } from '@/lib/storage/disk-space';

export const dynamic = 'force-dynamic';

// One photo per request, as the raw body (not multipart), for the admin forms
// (docs/decisions/089-house-third-pass.md, "Photos travel on their own"). The body is read with a
// byte cap and never buffered by Next (routes under /api/ skip middleware); the photo is checked
// and re-encoded exactly as before. For a product or a home section it is kept as a staged photo
// whose token the save's server action names; for the blog it goes straight into the media library.

const PURPOSES = { catalogue: 'catalogue', home: 'home', blog: 'blog' } as const satisfies Record<string, Capability>;
type Purpose = keyof typeof PURPOSES;
const isPurpose = (value: string | null): value is Purpose => value !== null && Object.hasOwn(PURPOSES, value);

const noStore = { 'Cache-Control': 'no-store' };
const answer = (status: number, body: UploadAnswer, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

/** The file's name as the form sent it (`X-File-Name`, URI-encoded), for messages and the media library. */
function fileNameOf(request: Request): string {
  const raw = request.headers.get('x-file-name') ?? '';
  try {
    return decodeURIComponent(raw).slice(0, 200);
  } catch {
    return raw.slice(0, 200);
  }
}

export async function POST(request: NextRequest): Promise<Response> {
  const url = new URL(request.url);
  const locale = requestLocale(request, url.searchParams.get('locale'));
  const t = await getTranslations({ locale, namespace: 'photoUpload' });
  const refuse = async (status: number, message: string, headers?: Record<string, string>) => {
    await request.body?.cancel().catch(() => {});
    return answer(status, { ok: false, message }, headers);
  };

  if (!isSameOrigin(request, getConfig().trustProxy)) return refuse(403, t('crossSite'));
  // The session and the role are checked here, before a byte of the body is read.
  const session = await getSession().catch(() => null);
  if (!session) return refuse(401, t('signedOut'));
  const purpose = url.searchParams.get('purpose');
  if (!isPurpose(purpose)) return refuse(400, t('invalid'));
  if (!can(session.role, PURPOSES[purpose])) return refuse(403, t('notAllowed'));

  const file = fileNameOf(request);
  const body = await readBytesCapped(request, MAX_PHOTO_BYTES);
  if (!body.ok) return answer(413, { ok: false, message: t('errors.tooLarge', { file }) }, { Connection: 'close' });
  const processed = await processPhoto(body.bytes);
  if (!processed.ok) return answer(422, { ok: false, message: t(`errors.${processed.reason}`, { file }) });
  const { photo } = processed;

  try {
    await assertRoomToWrite({ files: true, bytes: photo.bytes.byteLength });
    if (purpose === 'blog') {
      const actor = { userId: session.userId, email: session.email };
      const media = await withActor(actor, () => storeProcessed(photo, { originalName: file || null, uploadedBy: session.email }));
      return answer(201, { ok: true, media });
    }
    const token = await stagePhoto({ userId: session.userId, purpose: purpose satisfies StagedPurpose }, photo, file);
    return answer(201, { ok: true, token, width: photo.width, height: photo.height });
  } catch (error) {
    if (isDiskFull(error)) {
      const disk = await getTranslations({ locale, namespace: 'diskFull' });
      return answer(507, { ok: false, message: disk('body') });
    }
    console.error('[uploads] could not keep a photo', error);
    return answer(500, { ok: false, message: t('errors.storage', { file }) });
  }
}
