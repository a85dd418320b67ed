'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { diskFullFailure } from '@/lib/actions/disk-full';
import { isDiskFull } from '@/lib/storage/disk-space';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { listBlogMedia, saveBlogImage, type BlogMediaItem, type MediaPage } from '../media/store';
import { editorTranslator } from './action-support';

// The post editor's image actions (upload, media library), for the designated blog administrators
// only: adminAction re-checks the session and the blog role before the file is even read. The
// upload posts to the editor page, whose body limit (lib/security/body-limits.mjs) fits one image.

export type UploadImageResult = ActionResult<BlogMediaItem>;
export type MediaPageResult = ActionResult<MediaPage>;

/** One image from the editor's file picker (`file` in the form data), stored and listed in the library. */
export const uploadBlogImageAction = adminAction({
  guard: 'blog',
  translator: editorTranslator,
  read: (form: FormData) => ({ file: form instanceof FormData ? form.get('file') : null }),
  schema: z.object({ file: z.instanceof(File) }),
  invalid: (_error, t): UploadImageResult => failed(t('media.errors.empty', { file: '' }), { title: t('media.uploadFailed') }),
  disk: 'files',
  async run({ file }, { t, session, locale }): Promise<UploadImageResult> {
    const name = file.name.slice(0, 80);
    try {
      const saved = await saveBlogImage(new Uint8Array(await file.arrayBuffer()), { originalName: file.name, uploadedBy: session.email });
      if (!saved.ok) return failed(t(`media.errors.${saved.reason}`, { file: name }), { title: t('media.uploadFailed') });
      return succeeded(saved.media, { title: t('media.uploaded'), message: t('media.uploadedBody', { file: name }) });
    } catch (error) {
      // The disk filled up under the file (decision 086): storeProcessed removed what it wrote.
      if (isDiskFull(error)) return diskFullFailure(locale, error);
      console.error('[blog-media] upload failed', error);
      return failed(t('media.errors.storage', { file: name }), { title: t('media.uploadFailed') });
    }
  },
});

/** One page of earlier uploads, newest first (the media library dialog). */
export const listBlogMediaAction = adminAction({
  guard: 'blog',
  translator: editorTranslator,
  schema: z.object({ page: z.number().int().min(1).max(100_000) }),
  invalid: (_error, t): MediaPageResult => failed(t('media.loadFailed')),
  async run({ page }, { t }): Promise<MediaPageResult> {
    try {
      return succeeded(await listBlogMedia(page));
    } catch (error) {
      console.error('[blog-media] list failed', error);
      return failed(t('media.loadFailed'));
    }
  },
});
