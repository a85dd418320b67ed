'use server';

import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { diskFullFailure } from '@/lib/actions/disk-full';
import { isDiskFull } from '@/lib/storage/disk-space';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { discardStagedPhotos, loadStagedPhoto, type StagedOwner } from '@/lib/catalog/staged-photos';
import { loadRevisionList, revisionsTranslator, type RevisionList } from '@/lib/history/panel';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadHomeEditor } from './admin-queries';
import type { HomeEditorData } from './editor-data';
import { HomeWriteError } from './photo-files';
import { restoreHomeSection } from './restore';
import {
  homeIssues,
  homeRestoreSchema,
  homeSectionInputFromForm,
  homeSectionRefSchema,
  homeSectionSchema,
  homeTranslationSchema,
  itemFieldId,
} from './schema';
import { revalidateHome, revalidateHomeTranslation } from './tags';
import { saveHomeTranslation } from './translation-write';
import { saveHomeSection, type PhotoChange } from './write';

// The home page editor's server actions (/admin-panel/home/<section>), owner only: the English save
// of a section (with its photos), one locale's words, and the section's History panel. Each is built
// by adminAction with the 'home' capability; lib/home/actions.int.test.ts enumerates the exports.

type Translator = Awaited<ReturnType<typeof getTranslations<'adminHome'>>>;
async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'adminHome' }) : getTranslations('adminHome');
}

/** Field → translated message (fields: the section's words, 'photo', 'items', `item-<n>-<field>`, 'form'). */
export type HomeActionResult = ActionResult<HomeEditorData, string>;

function invalid(error: z.ZodError, t: Translator): HomeActionResult {
  const fieldErrors = Object.fromEntries(
    Object.entries(homeIssues(error)).map(([field, { key, max }]) => [field, t(`errors.${key}`, { max: max ?? 0 })]),
  );
  return failed(t('errors.fixFields'), { fieldErrors });
}

/** A new photo: the administrator's home upload behind the token (checked and re-encoded by the upload route). */
async function photoChange(
  plan: 'keep' | 'remove' | 'new',
  token: string | undefined,
  uploads: { owner: StagedOwner; used: string[] },
  t: Translator,
): Promise<PhotoChange | { error: string }> {
  if (plan !== 'new' || !token) return { kind: plan === 'new' ? 'keep' : plan };
  const staged = await loadStagedPhoto(uploads.owner, token);
  if (!staged) return { error: t('errors.photoMissing') };
  uploads.used.push(token);
  return { kind: 'new', photo: staged.photo };
}

/** The English words, photo and entries of one section. Photos come from the upload route, checked as the products' are. */
export const saveHomeSectionAction = adminAction({
  guard: 'home',
  translator,
  read: (_prev: HomeActionResult | null, form: FormData) => homeSectionInputFromForm(form),
  schema: homeSectionSchema,
  invalid,
  disk: 'files',
  async run(input, { t, locale, session }): Promise<HomeActionResult> {
    const fieldErrors: Record<string, string> = {};
    const uploads = { owner: { userId: session.userId, purpose: 'home' as const }, used: [] as string[] };
    const photo = await photoChange(input.photo, input.sectionPhoto, uploads, t);
    if ('error' in photo) fieldErrors.photo = photo.error;
    const items = [];
    for (const [index, item] of input.items.entries()) {
      const change = await photoChange(item.photo, item.file, uploads, t);
      if ('error' in change) fieldErrors[itemFieldId(index, 'photo')] = change.error;
      else items.push({ id: item.id, title: item.title, body: item.body, detail: item.detail, photo: change });
    }
    if ('error' in photo || Object.keys(fieldErrors).length > 0) return failed(t('errors.fixFields'), { fieldErrors });
    try {
      const { kicker, title, body, photoAlt } = input;
      const result = await saveHomeSection({ section: input.section, words: { kicker, title, body, photoAlt }, photo, items });
      if (result.status === 'photoRequired')
        return failed(t('errors.fixFields'), { fieldErrors: { [itemFieldId(result.index, 'photo')]: t('errors.photoRequired') } });
      await discardStagedPhotos(uploads.owner, uploads.used);
      revalidateHome();
      return succeeded(await loadHomeEditor(input.section), { message: t('saved') });
    } catch (error) {
      if (isDiskFull(error)) return diskFullFailure(locale, error);
      console.error('[home] save failed', error);
      return failed(t(error instanceof HomeWriteError && error.step === 'upload' ? 'errors.uploadFailed' : 'errors.saveFailed'));
    }
  },
});

/** One locale's words of one section (all blank removes that locale: the page falls back to English). */
export const saveHomeTranslationAction = adminAction({
  guard: 'home',
  translator,
  schema: homeTranslationSchema,
  invalid,
  disk: 'rows',
  async run(input, { t }): Promise<HomeActionResult> {
    const language = t(`languages.${input.locale}`);
    try {
      const { kicker, title, body, photoAlt } = input;
      const result = await saveHomeTranslation({
        section: input.section,
        locale: input.locale,
        words: { kicker, title, body, photoAlt },
        items: input.items,
      });
      if (result.status === 'notFound') return failed(t('errors.englishFirst'));
      if (result.status === 'itemsChanged') return failed(t('errors.itemsChanged'));
      if (result.status !== 'unchanged') revalidateHomeTranslation(input.locale);
      return succeeded(await loadHomeEditor(input.section), {
        message: t(result.status === 'removed' ? 'translationRemoved' : 'translationSaved', { language }),
      });
    } catch (error) {
      console.error('[home] translation save failed', error);
      return failed(t('errors.saveFailed'));
    }
  },
});

type RevisionListResult = ActionResult<RevisionList>;
type RestoreResult = ActionResult<{ slug?: string }>;

/** The section's History panel, loaded when it opens (`id` is the section). */
export const listHomeRevisionsAction = adminAction({
  guard: 'home',
  translator: revisionsTranslator,
  schema: homeSectionRefSchema,
  invalid: (_error, t): RevisionListResult => failed(t('errors.loadFailed')),
  async run({ id }, { t }): Promise<RevisionListResult> {
    try {
      return succeeded(await loadRevisionList({ type: 'home', id }));
    } catch (error) {
      console.error('[revisions] home list failed', error);
      return failed(t('errors.loadFailed'));
    }
  },
});

/** Writes a kept version of the section back (itself a new version); see restore.ts. */
export const restoreHomeRevisionAction = adminAction({
  guard: 'home',
  translator: revisionsTranslator,
  schema: homeRestoreSchema,
  invalid: (_error, t): RestoreResult => failed(t('errors.notFound')),
  async run({ id, revisionId }, { t }): Promise<RestoreResult> {
    try {
      const outcome = await restoreHomeSection(id, revisionId);
      if (outcome.status !== 'restored') return failed(t(`errors.${outcome.status}`));
      revalidateHome();
      return succeeded({}, { title: t('restored') });
    } catch (error) {
      console.error('[revisions] home restore failed', error);
      return failed(t('errors.failed'));
    }
  },
});
