'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { listBlogMedia, type MediaPage } from '../media/store';
import { editorTranslator } from './action-support';

// The post editor's media library, for the designated blog administrators only: adminAction
// re-checks the session and the blog role. Uploads go to the upload route
// (app/api/admin/uploads, purpose 'blog'), which checks and
// re-encodes them as product photos and stores them (lib/blog/media/store.ts storeProcessed).

export type MediaPageResult = ActionResult<MediaPage>;

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
