'use server';

import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { deleteTaxonomy, mergeTags, saveTaxonomy } from './taxonomy';
import { deleteTaxonomySchema, mergeTagsSchema, taxonomyFormSchema, taxonomyIssues } from './taxonomy-schema';
import { revalidateBlogPosts } from './tags';

// The blog categories-and-tags screen's actions, for the blog administrators (the same guard as
// the post actions); lib/blog/taxonomy-actions.int.test.ts enumerates the exports.

type Translator = Awaited<ReturnType<typeof getTranslations<'adminTaxonomy'>>>;
async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'adminTaxonomy' }) : getTranslations('adminTaxonomy');
}

export type TaxonomyActionResult = ActionResult<{ id?: string; count?: number }, string>;

const read = (_state: unknown, form: FormData) =>
  Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
function invalid(error: z.ZodError, t: Translator): TaxonomyActionResult {
  const issues = taxonomyIssues(error);
  const fieldErrors = Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, t(`errors.${key}`)]));
  return failed(t('errors.fixFields'), { fieldErrors });
}
function crashed(t: Translator, error: unknown): TaxonomyActionResult {
  console.error('[blog] taxonomy write failed', error);
  return failed(t('errors.saveFailed'));
}

export const saveTaxonomyAction = adminAction({
  guard: 'blog',
  translator,
  read,
  schema: taxonomyFormSchema,
  invalid,
  async run(input, { t }): Promise<TaxonomyActionResult> {
    try {
      const result = await saveTaxonomy(input);
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      if (result.status === 'slugTaken') return failed(t('errors.fixFields'), { fieldErrors: { slug: t('errors.slugTaken') } });
      // Lists (filters, related posts) and the articles that show this name or colour.
      revalidateBlogPosts(...result.postSlugs);
      return succeeded({ id: result.id }, { message: t('saved', { name: input.name }) });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const deleteTaxonomyAction = adminAction({
  guard: 'blog',
  translator,
  read,
  schema: deleteTaxonomySchema,
  invalid,
  async run(input, { t }): Promise<TaxonomyActionResult> {
    try {
      const result = await deleteTaxonomy(input.kind, input.id);
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      revalidateBlogPosts(...result.postSlugs);
      return succeeded({ id: input.id, count: result.detached }, { message: t('deleted', { count: result.detached }) });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const mergeTagsAction = adminAction({
  guard: 'blog',
  translator,
  read,
  schema: mergeTagsSchema,
  invalid,
  async run(input, { t }): Promise<TaxonomyActionResult> {
    try {
      const result = await mergeTags(input.from, input.into);
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      revalidateBlogPosts(...result.postSlugs);
      return succeeded({ id: input.into, count: result.moved }, { message: t('merged', { count: result.moved }) });
    } catch (error) {
      return crashed(t, error);
    }
  },
});
