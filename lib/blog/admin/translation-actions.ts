'use server';

import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import type { AppLocale } from '@/lib/i18n/routing';
import { revalidatePostTranslation } from '../tags';
import { editorTranslator } from './action-support';
import { isUuid } from './admin-queries';
import type { ValidationKey } from './schemas';
import { savePostTranslation } from './translation-mutations';
import { postTranslationSchema, translationErrorKeys, type TranslationField, type TranslationFieldErrors } from './translation-schema';

// The blog editor's translation view saves one locale's words of one post here.

export type SaveTranslationResult = ActionResult<{ locale: TranslationLocale; slug: string | null; removed: boolean }, TranslationField>;

/** The editor's texts (validation messages shared with the English form) and this view's own. */
async function translator(locale: AppLocale | undefined) {
  const [editor, tr] = await Promise.all([
    editorTranslator(locale),
    locale ? getTranslations({ locale, namespace: 'admin.blogTranslations' }) : getTranslations('admin.blogTranslations'),
  ]);
  return { editor, tr };
}
type Translator = Awaited<ReturnType<typeof translator>>;

function refused(t: Translator, fieldErrors: Partial<Record<TranslationField, string>>): SaveTranslationResult {
  return failed(t.editor('alerts.validationBody'), { title: t.editor('alerts.validationFailed'), fieldErrors });
}

function translateKeys(t: Translator, errors: TranslationFieldErrors): Partial<Record<TranslationField, string>> {
  const out: Partial<Record<TranslationField, string>> = {};
  for (const [field, key] of Object.entries(errors) as [TranslationField, ValidationKey][]) out[field] = t.editor(`validation.${key}`);
  return out;
}

/**
 * Saves one locale of one post: validated like the English form (lib/blog/admin/translation-schema.ts),
 * written in one transaction with its audit entry, then that locale's cached pages refreshed.
 */
export const savePostTranslationAction = adminAction({
  guard: 'blog',
  translator,
  schema: z.object({ id: z.string(), locale: z.enum(TRANSLATION_LOCALES), form: postTranslationSchema }),
  invalid: (error, t): SaveTranslationResult => {
    const formIssues = error.issues.filter((i) => i.path[0] === 'form').map((i) => ({ ...i, path: i.path.slice(1) }));
    if (formIssues.length === 0) return failed(t.tr('errors.failed'), { title: t.tr('errors.title') });
    return refused(t, translateKeys(t, translationErrorKeys(new z.ZodError(formIssues))));
  },
  disk: 'rows',
  async run({ id, locale, form }, { t }): Promise<SaveTranslationResult> {
    const language = t.tr(`languages.${locale}`);
    if (!isUuid(id)) return failed(t.tr('errors.notFound'), { title: t.tr('errors.title') });
    try {
      const outcome = await savePostTranslation(id, locale, form);
      if (outcome.status === 'notFound') return failed(t.tr('errors.notFound'), { title: t.tr('errors.title') });
      if (outcome.status === 'englishChanged') return failed(t.tr('errors.englishChanged'), { title: t.tr('errors.title') });
      if (outcome.status === 'slugTaken') return refused(t, { slug: t.tr('errors.slugTaken', { language }) });
      revalidatePostTranslation(locale, outcome.englishSlug, outcome.previousSlug, outcome.slug);
      const removed = outcome.status === 'removed';
      return succeeded(
        { locale, slug: outcome.slug, removed },
        removed
          ? { title: t.tr('removed'), message: t.tr('removedBody', { language }) }
          : { title: t.tr('saved'), message: t.tr('savedBody', { language }) },
      );
    } catch (error) {
      console.error('[blog-admin] translation save failed', error);
      return failed(t.tr('errors.failed'), { title: t.tr('errors.title') });
    }
  },
});
