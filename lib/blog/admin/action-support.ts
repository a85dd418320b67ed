import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { failed, type ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { fieldErrorKeys, type EditorStatus, type PostField, type PostFieldErrors } from './schemas';

export type EditorTranslator = Awaited<ReturnType<typeof getTranslations<'editor'>>>;
export type AdminBlogTranslator = Awaited<ReturnType<typeof getTranslations<'adminBlog'>>>;

/** `images`: each external image URL of the form → the URL of its copy in storage (the post stores the copy). */
export type SavePostResult = ActionResult<
  { id: string; slug: string; status: EditorStatus; created: boolean; images: Record<string, string> },
  PostField
>;
export type SlugCheckResult = ActionResult<{ available: boolean; invalid: boolean }>;
export type ListActionResult = ActionResult;

/** Translations of the locale the page bound into the action (the request's otherwise). */
export async function editorTranslator(locale: AppLocale | undefined): Promise<EditorTranslator> {
  return locale ? getTranslations({ locale, namespace: 'editor' }) : getTranslations('editor');
}

export async function adminBlogTranslator(locale: AppLocale | undefined): Promise<AdminBlogTranslator> {
  return locale ? getTranslations({ locale, namespace: 'adminBlog' }) : getTranslations('adminBlog');
}

export function translateFieldErrors(errors: PostFieldErrors, t: EditorTranslator): Partial<Record<PostField, string>> {
  const out: Partial<Record<PostField, string>> = {};
  for (const [field, key] of Object.entries(errors) as [PostField, NonNullable<PostFieldErrors[PostField]>][]) {
    out[field] = t(`validation.${key}`);
  }
  return out;
}

/** 'Validation failed' with its body: the heading and text of a refused save. */
export function validationFailed(t: EditorTranslator, fieldErrors?: Partial<Record<PostField, string>>): SavePostResult {
  return failed(t('alerts.validationBody'), { title: t('alerts.validationFailed'), ...(fieldErrors ? { fieldErrors } : {}) });
}

/** A refused save form ({ id, form }): the form's issues, re-rooted at the form, per field. */
export function invalidPostForm(error: z.ZodError, t: EditorTranslator): SavePostResult {
  const issues = error.issues.map((issue) => (issue.path[0] === 'form' ? { ...issue, path: issue.path.slice(1) } : issue));
  return validationFailed(t, translateFieldErrors(fieldErrorKeys(new z.ZodError(issues)), t));
}
