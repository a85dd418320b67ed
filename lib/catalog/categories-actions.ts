'use server';

import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { createCategory, deleteCategory, moveCategory, renameCategory } from './categories';
import {
  categoryIssues,
  createCategorySchema,
  deleteCategorySchema,
  formObject,
  moveCategorySchema,
  renameCategorySchema,
} from './categories-schema';
import { SlugError } from './slugs';
import { movedPages } from './slug-rules';
import { revalidateCategories } from './tags';

// The Categories screen's actions. Each is built by adminAction (the guard runs before the form is
// read); lib/catalog/categories-actions-auth.int.test.ts enumerates the exports.

type Translator = Awaited<ReturnType<typeof getTranslations<'adminCategories'>>>;
async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'adminCategories' }) : getTranslations('adminCategories');
}

export type CategoryActionResult = ActionResult<{ id?: number; count?: number }, string>;

const read = (_state: unknown, form: FormData) => formObject(form);
function invalid(error: z.ZodError, t: Translator): CategoryActionResult {
  const issues = categoryIssues(error);
  const fieldErrors = Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, t(`errors.${key}`)]));
  return failed(t('errors.fixFields'), { fieldErrors });
}
const SLUG_FIELD = { en: 'slugEn', id: 'slugId', 'zh-CN': 'slugZh' } as const;
function crashed(t: Translator, error: unknown): CategoryActionResult {
  // A typed slug another category has (or had): the field says so, nothing was saved.
  if (error instanceof SlugError) {
    const message = t(error.reason === 'taken' ? 'errors.slugTaken' : 'errors.slugFormat');
    return failed(t('errors.fixFields'), { fieldErrors: { [SLUG_FIELD[error.locale]]: message } });
  }
  console.error('[catalog] category write failed', error);
  return failed(t('errors.saveFailed'));
}

export const createCategoryAction = adminAction({
  guard: 'catalogue',
  translator,
  read,
  schema: createCategorySchema,
  invalid,
  async run(input, { t }): Promise<CategoryActionResult> {
    try {
      const result = await createCategory(input);
      if (result.status === 'nameTaken') return failed(t('errors.nameTaken'), { fieldErrors: { name: t('errors.nameTaken') } });
      revalidateCategories([result.id]);
      return succeeded({ id: result.id }, { message: t('created', { name: input.name }) });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const renameCategoryAction = adminAction({
  guard: 'catalogue',
  translator,
  read,
  schema: renameCategorySchema,
  invalid,
  async run(input, { t }): Promise<CategoryActionResult> {
    try {
      const result = await renameCategory(input.id, input);
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      if (result.status === 'nameTaken') return failed(t('errors.nameTaken'), { fieldErrors: { name: t('errors.nameTaken') } });
      revalidateCategories(result.categoryIds, result.itemIds, movedPages('category', input.id, result.slugChanges ?? []));
      return succeeded({ id: input.id }, { message: t('renamed', { name: input.name }) });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const moveCategoryAction = adminAction({
  guard: 'catalogue',
  translator,
  read,
  schema: moveCategorySchema,
  invalid,
  async run(input, { t }): Promise<CategoryActionResult> {
    try {
      const result = await moveCategory(input.id, input.direction);
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      if (result.status === 'moved') revalidateCategories([]);
      return succeeded({ id: input.id }, { message: t('moved') });
    } catch (error) {
      return crashed(t, error);
    }
  },
});

export const deleteCategoryAction = adminAction({
  guard: 'catalogue',
  translator,
  read,
  schema: deleteCategorySchema,
  invalid,
  async run(input, { t }): Promise<CategoryActionResult> {
    try {
      const result = await deleteCategory(input.id, input.moveTo);
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      if (result.status === 'targetMissing') return failed(t('errors.targetMissing'));
      if (result.status === 'hasItems') return failed(t('errors.hasItems', { count: result.count }));
      revalidateCategories(result.categoryIds, result.itemIds);
      return succeeded({ id: input.id, count: result.moved }, { message: t('deleted', { count: result.moved }) });
    } catch (error) {
      return crashed(t, error);
    }
  },
});
