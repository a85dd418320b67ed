'use server';

import { getTranslations } from 'next-intl/server';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { sanitizeDescription } from '@/lib/html/sanitize';
import type { AppLocale } from '@/lib/i18n/routing';
import { movedPages } from '../slug-rules';
import { SlugError } from '../slugs';
import { revalidateItemTranslation } from '../tags';
import { saveItemTranslation } from './mutations';
import { itemTranslationSchema, translationIssues } from './schema';

// Edit Item's language tabs: saves one locale's words of one item. The English fields
// keep their own action (updateItemAction in lib/catalog/actions.ts), unchanged.

type Translator = Awaited<ReturnType<typeof getTranslations<'admin.itemTranslations'>>>;

async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'admin.itemTranslations' }) : getTranslations('admin.itemTranslations');
}

/** Field → translated message; fields are 'name', 'description', 'spec-N'. */
export type ItemTranslationResult = ActionResult<{ removed: boolean }, string>;

export const saveItemTranslationAction = adminAction({
  guard: 'catalogue',
  translator,
  schema: itemTranslationSchema,
  invalid(error, t): ItemTranslationResult {
    const issues = translationIssues(error);
    const fieldErrors = Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, t(`errors.${key}`)]));
    return failed(t('errors.fixFields'), { fieldErrors });
  },
  disk: 'rows',
  async run(input, { t }): Promise<ItemTranslationResult> {
    const language = t(`languages.${input.locale}`);
    try {
      const result = await saveItemTranslation({
        itemId: input.itemId,
        locale: input.locale,
        name: input.name,
        // The same cleaning as the English description (updateItemAction).
        descriptionHtml: sanitizeDescription(input.description),
        specs: input.specs,
        slug: input.slug,
        regenerateSlug: input.regenerateSlug,
      });
      if (result.status === 'notFound') return failed(t('errors.notFound'));
      if (result.status === 'rowsChanged') return failed(t('errors.rowsChanged'));
      revalidateItemTranslation(input.itemId, input.locale, [result.categoryId], movedPages('item', input.itemId, result.slugChanges));
      const removed = result.status === 'removed';
      return succeeded({ removed }, { message: t(removed ? 'removed' : 'saved', { language }) });
    } catch (error) {
      if (error instanceof SlugError) {
        const message = t(error.reason === 'taken' ? 'errors.slugTaken' : 'errors.slugFormat');
        return failed(t('errors.fixFields'), { fieldErrors: { slug: message } });
      }
      console.error('[catalog] translation save failed', error);
      return failed(t('errors.saveFailed'));
    }
  },
});
