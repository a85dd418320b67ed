import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isAppLocale } from '@/lib/i18n/routing';
import type { PostField, PostFieldErrors } from './schemas';

export type EditorTranslator = Awaited<ReturnType<typeof getTranslations<'editor'>>>;
export type AdminBlogTranslator = Awaited<ReturnType<typeof getTranslations<'adminBlog'>>>;

export type SavePostResult =
  | { ok: true; id: string; slug: string; status: 'draft' | 'published'; created: boolean; title: string; message: string }
  | { ok: false; formError?: { title: string; body: string }; fieldErrors?: Partial<Record<PostField, string>> };

export type SlugCheckResult = { ok: true; available: boolean; invalid: boolean } | { ok: false };

export type ListActionResult = { ok: boolean; title: string; message: string };

/** Translations of the editor's locale (sent by the client; the request's otherwise). */
export async function editorTranslator(locale: unknown): Promise<EditorTranslator> {
  return isAppLocale(locale) ? getTranslations({ locale, namespace: 'editor' }) : getTranslations('editor');
}

export async function adminBlogTranslator(locale: unknown): Promise<AdminBlogTranslator> {
  return isAppLocale(locale) ? getTranslations({ locale, namespace: 'adminBlog' }) : getTranslations('adminBlog');
}

export function translateFieldErrors(errors: PostFieldErrors, t: EditorTranslator): Partial<Record<PostField, string>> {
  const out: Partial<Record<PostField, string>> = {};
  for (const [field, key] of Object.entries(errors) as [PostField, NonNullable<PostFieldErrors[PostField]>][]) {
    out[field] = t(`validation.${key}`);
  }
  return out;
}
