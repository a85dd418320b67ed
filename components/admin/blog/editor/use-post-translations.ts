'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, useTransition } from 'react';
import type { TranslationDraft, TranslationDrafts } from '@/lib/blog/admin/read-models';
import type { SaveTranslationResult } from '@/lib/blog/admin/translation-actions';
import { validatePostTranslation, type TranslationField, type TranslationTextField } from '@/lib/blog/admin/translation-schema';
import { isEmptyBlock } from '@/lib/blog/blocks';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import type { AppLocale } from '@/lib/i18n/routing';
import type { AlertKind } from '../alerts';
import type { EditorState } from './editor-types';
import { useTitleSlug } from './use-title-slug';

export type SaveTranslation = (input: { id: string; locale: TranslationLocale; form: unknown }) => Promise<SaveTranslationResult>;

type Options = {
  postId: string | null;
  /** The English form; the translation view is only reachable while it equals the saved post. */
  english: EditorState;
  englishDirty: boolean;
  /** Stored translations over the stored English blocks (edit screen only). */
  initial: TranslationDrafts | null;
  /** The stored English blocks' types, in order, that `initial` was laid over. */
  englishTypes: readonly string[];
  save: SaveTranslation | undefined;
  push: (kind: AlertKind, title: string, body: string) => void;
  /** After a locale is saved: the server stored the English as it is now as the words' source. */
  onSaved?: (locale: TranslationLocale) => void;
};

/**
 * The editor's language switcher state. EN is the English form; ID and 中文 edit the
 * words of the saved English post. Each locale is saved on its own (never the others), and its
 * slug follows its title until typed by hand, as the English slug does on the create screen.
 */
export function usePostTranslations({ postId, english, englishDirty, initial, englishTypes, save, push, onSaved }: Options) {
  const t = useTranslations('editor');
  const tr = useTranslations('admin.blogTranslations');
  const [locale, setLocale] = useState<AppLocale>('en');
  const [drafts, setDrafts] = useState<TranslationDrafts | null>(initial);
  const [saved, setSaved] = useState<TranslationDrafts | null>(initial);
  const [slugAuto, setSlugAuto] = useState(() => ({ id: !initial?.id.slug, 'zh-CN': !initial?.['zh-CN'].slug }));
  const [errors, setErrors] = useState<Partial<Record<TranslationField, string>>>({});
  const [saving, startSaving] = useTransition();
  const [slugUnusable, setSlugUnusable] = useState(false);
  const titleSlug = useTitleSlug();

  // What the server stored: the English blocks that are not empty, in order.
  const englishBlocks = useMemo(() => english.blocks.filter((b) => !isEmptyBlock(b)), [english.blocks]);
  const sameStructure = englishBlocks.map((b) => b.type).join() === englishTypes.join();
  const available = postId !== null && drafts !== null && save !== undefined;
  const usable = available && !englishDirty && sameStructure;
  const active = locale === 'en' || !drafts ? null : locale;
  const draft = active && drafts ? drafts[active] : null;
  const dirty = JSON.stringify(drafts) !== JSON.stringify(saved);

  const update = (change: (d: TranslationDraft) => TranslationDraft) => {
    if (!active) return;
    setDrafts((all) => (all ? { ...all, [active]: change(all[active]) } : all));
  };
  const clearError = (field: TranslationField) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const setField = (field: TranslationTextField, value: string) => {
    if (!active) return;
    clearError(field);
    if (field === 'slug') {
      setSlugAuto((s) => ({ ...s, [active]: false }));
      setSlugUnusable(false);
    }
    update((d) => ({ ...d, [field]: value }));
    if (field === 'title' && slugAuto[active]) slugForTitle(active, value);
  };
  const setBlockField = (index: number, field: string, value: unknown, also: Record<string, unknown> = {}) => {
    clearError('blocks');
    update((d) => ({
      ...d,
      blocks: d.blocks.map((content, i) => (i === index ? { ...content, [field]: value, ...also } : content)),
    }));
  };
  // The slug of `locale`'s draft from `title`, unless the title changed meanwhile.
  const slugForTitle = (locale: TranslationLocale, title: string) =>
    titleSlug(title, (slug) => {
      setSlugUnusable(title.trim() !== '' && slug === '');
      setDrafts((all) => (all && all[locale].title === title ? { ...all, [locale]: { ...all[locale], slug } } : all));
    });
  const autoSlug = () => {
    if (!active || !draft) return;
    setSlugAuto((s) => ({ ...s, [active]: true }));
    slugForTitle(active, draft.title);
  };

  const saveActive = () => {
    if (!active || !draft || !postId || !save) return;
    const form = { ...draft, blocks: englishBlocks.map((b, i) => ({ type: b.type, content: draft.blocks[i] ?? {} })) };
    const checked = validatePostTranslation(form);
    if (!checked.ok) {
      const translated: Partial<Record<TranslationField, string>> = {};
      for (const [field, key] of Object.entries(checked.fieldErrors)) translated[field as TranslationField] = t(`validation.${key!}`);
      setErrors(translated);
      push('error', t('alerts.validationFailed'), t('alerts.validationBody'));
      return;
    }
    const savedLocale = active;
    startSaving(async () => {
      try {
        const result = await save({ id: postId, locale: savedLocale, form });
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {});
          push('error', result.title ?? tr('errors.title'), result.formError ?? tr('errors.failed'));
          return;
        }
        setErrors({});
        setSaved((all) => (all ? { ...all, [savedLocale]: draft } : all));
        onSaved?.(savedLocale);
        push('success', result.title ?? tr('saved'), result.message ?? '');
      } catch (error) {
        console.error(error);
        push('error', tr('errors.title'), tr('errors.failed'));
      }
    });
  };

  return {
    locale,
    setLocale,
    available,
    usable,
    sameStructure,
    active,
    draft,
    englishBlocks,
    errors,
    dirty,
    saving,
    slugAuto: active ? slugAuto[active] : false,
    slugUnusable,
    setField,
    setBlockField,
    autoSlug,
    save: saveActive,
  };
}
export type PostTranslationsState = ReturnType<typeof usePostTranslations>;
