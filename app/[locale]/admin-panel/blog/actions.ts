'use server';

import { requireBlogAdmin } from '@/lib/auth/session';
import {
  adminBlogTranslator,
  editorTranslator,
  translateFieldErrors,
  type ListActionResult,
  type SavePostResult,
  type SlugCheckResult,
} from '@/lib/blog/admin/action-support';
import { isSlugAvailable, isUuid } from '@/lib/blog/admin/admin-queries';
import { createPost, deletePost, setPostArchived, SlugTakenError, updatePost } from '@/lib/blog/admin/mutations';
import { slugSchema, validatePostForm } from '@/lib/blog/admin/schemas';
import { revalidateBlogPosts } from '@/lib/blog/tags';

/**
 * Save from the post editor (create when `id` is absent). The form is validated with the same
 * schema the browser used; the slug is checked first and, should two saves race, the unique
 * index has the last word: both end in 'This slug is already taken', never an error page.
 */
export async function savePostAction(input: { id?: string | null; locale?: string; form: unknown }): Promise<SavePostResult> {
  await requireBlogAdmin(input.locale);
  const t = await editorTranslator(input.locale);
  const failed = { title: t('alerts.validationFailed'), body: t('alerts.validationBody') };
  const parsed = validatePostForm(input.form);
  if (!parsed.ok) return { ok: false, formError: failed, fieldErrors: translateFieldErrors(parsed.fieldErrors, t) };
  const form = parsed.data;
  const id = input.id ?? null;
  if (id !== null && !isUuid(id)) return { ok: false, formError: { title: t('alerts.saveFailed'), body: t('notFound') } };

  let available: boolean;
  try {
    available = await isSlugAvailable(form.slug, id);
  } catch (error) {
    console.error('[blog-admin] slug check failed', error);
    return { ok: false, formError: failed, fieldErrors: { slug: t('validation.slugCheckFailed') } };
  }
  if (!available) return { ok: false, formError: failed, fieldErrors: { slug: t('validation.slugTaken') } };

  try {
    const saved = id === null ? await createPost(form) : await updatePost(id, form);
    if (!saved) return { ok: false, formError: { title: t('alerts.saveFailed'), body: t('notFound') } };
    revalidateBlogPosts(saved.previousSlug, saved.slug);
    return {
      ok: true,
      id: saved.id,
      slug: saved.slug,
      status: form.status,
      created: id === null,
      title: id === null ? t('alerts.created') : t('alerts.updated'),
      message: form.status === 'published' ? t('alerts.publishedBody') : t('alerts.draftBody'),
    };
  } catch (error) {
    if (error instanceof SlugTakenError) return { ok: false, formError: failed, fieldErrors: { slug: t('validation.slugTaken') } };
    console.error('[blog-admin] save failed', error);
    return { ok: false, formError: { title: t('alerts.saveFailed'), body: t('alerts.saveFailedBody') } };
  }
}

/** Live slug check (800 ms after typing): format first, then uniqueness (the edited post excluded). */
export async function checkSlugAction(input: { slug: string; excludeId?: string | null; locale?: string }): Promise<SlugCheckResult> {
  await requireBlogAdmin(input.locale);
  if (!slugSchema.safeParse(input.slug).success) return { ok: true, available: false, invalid: true };
  try {
    return { ok: true, available: await isSlugAvailable(input.slug.trim(), input.excludeId ?? null), invalid: false };
  } catch (error) {
    console.error('[blog-admin] live slug check failed', error);
    return { ok: false };
  }
}

export async function deletePostAction(input: { id: string; locale?: string }): Promise<ListActionResult> {
  await requireBlogAdmin(input.locale);
  const t = await adminBlogTranslator(input.locale);
  try {
    const deleted = isUuid(input.id) ? await deletePost(input.id) : null;
    if (!deleted) return { ok: false, title: t('toasts.error'), message: t('toasts.deleteFailed') };
    revalidateBlogPosts(deleted.slug);
    return { ok: true, title: t('toasts.deleted'), message: t('toasts.deletedBody') };
  } catch (error) {
    console.error('[blog-admin] delete failed', error);
    return { ok: false, title: t('toasts.error'), message: t('toasts.deleteFailed') };
  }
}

/** Archive (hidden from the public site) or unarchive (back to published, or draft if never published). */
export async function setArchivedAction(input: { id: string; archived: boolean; locale?: string }): Promise<ListActionResult> {
  await requireBlogAdmin(input.locale);
  const t = await adminBlogTranslator(input.locale);
  try {
    const saved = isUuid(input.id) ? await setPostArchived(input.id, input.archived === true) : null;
    if (!saved) return { ok: false, title: t('toasts.error'), message: t('toasts.archiveFailed') };
    revalidateBlogPosts(saved.slug);
    return input.archived
      ? { ok: true, title: t('toasts.archived'), message: t('toasts.archivedBody') }
      : { ok: true, title: t('toasts.unarchived'), message: t('toasts.unarchivedBody') };
  } catch (error) {
    console.error('[blog-admin] archive failed', error);
    return { ok: false, title: t('toasts.error'), message: t('toasts.archiveFailed') };
  }
}
