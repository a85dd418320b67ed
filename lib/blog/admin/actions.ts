'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { diskFullFailure } from '@/lib/actions/disk-full';
import { isDiskFull } from '@/lib/storage/disk-space';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { loadRevisionList, revisionsTranslator, type RevisionList } from '@/lib/history/panel';
import { restorePostRevision } from './restore-post';
import { getConfig } from '@/lib/config';
import { importExternalImages } from '../media/import-external';
import { revalidateBlogPosts } from '../tags';
import {
  adminBlogTranslator,
  editorTranslator,
  invalidPostForm,
  validationFailed,
  type ListActionResult,
  type SavePostResult,
  type SlugCheckResult,
} from './action-support';
import { isSlugAvailable, isUuid } from './admin-queries';
import { titleSlug } from './title-slug';
import { changeSchedule, createPost, deletePost, setPostArchived, SlugTakenError, updatePost } from './mutations';
import { postFormSchema, slugSchema } from './schemas';

// The blog's server actions, for the designated blog administrators only. Pages hand them to the
// client components with the locale bound (`savePostAction.bind(null, locale)`).

const SAVED_BODY = { published: 'alerts.publishedBody', draft: 'alerts.draftBody', scheduled: 'alerts.scheduledBody' } as const;

/**
 * Save from the post editor (create when `id` is absent). The form is validated with the same
 * schema the browser used; the slug is checked first and, should two saves race, the unique
 * index has the last word: both end in 'This slug is already taken', never an error page.
 */
export const savePostAction = adminAction({
  guard: 'blog',
  translator: editorTranslator,
  schema: z.object({ id: z.string().nullish(), form: postFormSchema, duplicateOf: z.string().nullish() }),
  invalid: invalidPostForm,
  // Its external images are copied into storage: photos (decision 086).
  disk: 'files',
  async run({ id: rawId, form: submitted, duplicateOf }, { t, session, locale }): Promise<SavePostResult> {
    const id = rawId ?? null;
    if (id !== null && !isUuid(id)) return failed(t('notFound'), { title: t('alerts.saveFailed') });

    let available: boolean;
    try {
      available = await isSlugAvailable(submitted.slug, id);
    } catch (error) {
      console.error('[blog-admin] slug check failed', error);
      return validationFailed(t, { slug: t('validation.slugCheckFailed') });
    }
    if (!available) return validationFailed(t, { slug: t('validation.slugTaken') });

    try {
      // External images are copied into storage first: the CSP loads images from this site only.
      const { siteUrl, blogImageHosts } = getConfig();
      const images = await importExternalImages(submitted, { siteUrl, allowedHosts: blogImageHosts, uploadedBy: session.email });
      if (!images.ok) return validationFailed(t, { [images.field]: t(`validation.${images.reason}`) });
      const form = images.form;
      // A copy made by "Duplicate" names its source for the audit log (ignored unless it is a post id).
      const source = duplicateOf && isUuid(duplicateOf) ? duplicateOf : undefined;
      const saved = id === null ? await createPost(form, undefined, { duplicateOf: source }) : await updatePost(id, form);
      if (!saved) return failed(t('notFound'), { title: t('alerts.saveFailed') });
      revalidateBlogPosts(saved.previousSlug, saved.slug);
      return succeeded(
        { id: saved.id, slug: saved.slug, status: form.status, created: id === null, images: images.imported },
        {
          title: id === null ? t('alerts.created') : t('alerts.updated'),
          message: t(SAVED_BODY[form.status]),
        },
      );
    } catch (error) {
      if (error instanceof SlugTakenError) return validationFailed(t, { slug: t('validation.slugTaken') });
      if (isDiskFull(error)) return diskFullFailure(locale, error);
      console.error('[blog-admin] save failed', error);
      return failed(t('alerts.saveFailedBody'), { title: t('alerts.saveFailed') });
    }
  },
});

/** Live slug check (800 ms after typing): format first, then uniqueness (the edited post excluded). */
export const checkSlugAction = adminAction({
  guard: 'blog',
  translator: editorTranslator,
  schema: z.object({ slug: z.string(), excludeId: z.string().nullish() }),
  invalid: (): SlugCheckResult => failed(),
  async run({ slug, excludeId }): Promise<SlugCheckResult> {
    if (!slugSchema.safeParse(slug).success) return succeeded({ available: false, invalid: true });
    try {
      return succeeded({ available: await isSlugAvailable(slug.trim(), excludeId ?? null), invalid: false });
    } catch (error) {
      console.error('[blog-admin] live slug check failed', error);
      return failed();
    }
  },
});

/** "Generate from title": the slug for any title (pinyin for Chinese), '' when none is usable. */
export const slugFromTitleAction = adminAction({
  guard: 'blog',
  translator: editorTranslator,
  schema: z.object({ title: z.string().max(1_000) }),
  invalid: (): ActionResult<{ slug: string }> => failed(),
  async run({ title }): Promise<ActionResult<{ slug: string }>> {
    return succeeded({ slug: titleSlug(title) });
  },
});

export const deletePostAction = adminAction({
  guard: 'blog',
  translator: adminBlogTranslator,
  schema: z.object({ id: z.string() }),
  invalid: (_error, t): ListActionResult => failed(t('toasts.deleteFailed'), { title: t('toasts.error') }),
  async run({ id }, { t }): Promise<ListActionResult> {
    try {
      const deleted = isUuid(id) ? await deletePost(id) : null;
      if (!deleted) return failed(t('toasts.deleteFailed'), { title: t('toasts.error') });
      revalidateBlogPosts(deleted.slug);
      return succeeded(null, { title: t('toasts.deleted'), message: t('toasts.deletedBody') });
    } catch (error) {
      console.error('[blog-admin] delete failed', error);
      return failed(t('toasts.deleteFailed'), { title: t('toasts.error') });
    }
  },
});

/** Archive (hidden from the public site) or unarchive (back to published, or draft if never published). */
export const setArchivedAction = adminAction({
  guard: 'blog',
  translator: adminBlogTranslator,
  schema: z.object({ id: z.string(), archived: z.boolean() }),
  invalid: (_error, t): ListActionResult => failed(t('toasts.archiveFailed'), { title: t('toasts.error') }),
  async run({ id, archived }, { t }): Promise<ListActionResult> {
    try {
      const saved = isUuid(id) ? await setPostArchived(id, archived) : null;
      if (!saved) return failed(t('toasts.archiveFailed'), { title: t('toasts.error') });
      revalidateBlogPosts(saved.slug);
      return archived
        ? succeeded(null, { title: t('toasts.archived'), message: t('toasts.archivedBody') })
        : succeeded(null, { title: t('toasts.unarchived'), message: t('toasts.unarchivedBody') });
    } catch (error) {
      console.error('[blog-admin] archive failed', error);
      return failed(t('toasts.archiveFailed'), { title: t('toasts.error') });
    }
  },
});

/**
 * From the list, for a post waiting for its time: "publish now" or "unschedule" (back to
 * draft). Refused, changing nothing, when the post is no longer scheduled.
 */
export const changeScheduleAction = adminAction({
  guard: 'blog',
  translator: adminBlogTranslator,
  schema: z.object({ id: z.string(), to: z.enum(['published', 'draft']) }),
  invalid: (_error, t): ListActionResult => failed(t('toasts.scheduleFailed'), { title: t('toasts.error') }),
  async run({ id, to }, { t }): Promise<ListActionResult> {
    try {
      const saved = isUuid(id) ? await changeSchedule(id, to) : null;
      if (!saved) return failed(t('toasts.scheduleFailed'), { title: t('toasts.error') });
      revalidateBlogPosts(saved.slug);
      return to === 'published'
        ? succeeded(null, { title: t('toasts.publishedNow'), message: t('toasts.publishedNowBody') })
        : succeeded(null, { title: t('toasts.unscheduled'), message: t('toasts.unscheduledBody') });
    } catch (error) {
      console.error('[blog-admin] schedule change failed', error);
      return failed(t('toasts.scheduleFailed'), { title: t('toasts.error') });
    }
  },
});

type RevisionListResult = ActionResult<RevisionList>;
type RestoreResult = ActionResult<{ slug?: string }>;

/** The editor's History panel, loaded when the panel opens. */
export const listPostRevisionsAction = adminAction({
  guard: 'blog',
  translator: revisionsTranslator,
  schema: z.object({ id: z.string() }),
  invalid: (_error, t): RevisionListResult => failed(t('errors.loadFailed')),
  async run({ id }, { t }): Promise<RevisionListResult> {
    if (!isUuid(id)) return failed(t('errors.loadFailed'));
    try {
      return succeeded(await loadRevisionList({ type: 'post', id }));
    } catch (error) {
      console.error('[revisions] list failed', error);
      return failed(t('errors.loadFailed'));
    }
  },
});

/** Writes a kept version back as the current content (itself a new revision); see restore-post.ts. */
export const restorePostRevisionAction = adminAction({
  guard: 'blog',
  translator: revisionsTranslator,
  schema: z.object({ id: z.string(), revisionId: z.number().int().positive() }),
  invalid: (_error, t): RestoreResult => failed(t('errors.notFound')),
  async run({ id, revisionId }, { t }): Promise<RestoreResult> {
    try {
      const outcome = isUuid(id) ? await restorePostRevision(id, revisionId) : ({ ok: false, reason: 'notFound' } as const);
      if (!outcome.ok) return failed(outcome.reason === 'slugTaken' ? t('errors.slugTaken') : t('errors.notFound'));
      revalidateBlogPosts(outcome.previousSlug, outcome.slug);
      const dropped = outcome.droppedCategories + outcome.droppedTags;
      return succeeded(
        { slug: outcome.slug },
        { title: t('restored'), message: dropped ? t('droppedLinks', { count: dropped }) : undefined },
      );
    } catch (error) {
      console.error('[revisions] post restore failed', error);
      return failed(t('errors.failed'));
    }
  },
});
