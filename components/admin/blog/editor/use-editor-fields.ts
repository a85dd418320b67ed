'use client';

import { useState, type Dispatch, type SetStateAction } from 'react';
import type { EditorFormValues } from '@/lib/blog/admin/read-models';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, type PostField } from '@/lib/blog/admin/schemas';
import type { EditorState } from './editor-types';
import { useTitleSlug } from './use-title-slug';

type Field = 'title' | 'slug' | 'author' | 'excerpt' | 'featuredImageUrl' | 'featuredImageAlt';

type Options = {
  mode: 'create' | 'edit';
  manualSlug: boolean;
  initial: EditorFormValues;
  setForm: Dispatch<SetStateAction<EditorState>>;
  setErrors: Dispatch<SetStateAction<Partial<Record<PostField, string>>>>;
  /** The current title ('Auto' generates from it). */
  title: string;
};

/**
 * SPEC section 4: in create mode the slug follows the title until edited by hand ('Auto' resumes),
 * and meta title/description follow the title/excerpt (first 60/160 characters) while the author
 * has not written their own. Editing a field clears its error, except the slug's.
 */
export function useEditorFields({ mode, manualSlug, initial, setForm, setErrors, title }: Options) {
  const creating = mode === 'create';
  const [slugMode, setSlugMode] = useState<'auto' | 'manual'>(creating && !manualSlug ? 'auto' : 'manual');
  // Set when the title gives no usable slug (e.g. only emoji): the editor asks for one by hand.
  const [slugUnusable, setSlugUnusable] = useState(false);
  const titleSlug = useTitleSlug();
  const applySlug = (title: string) =>
    titleSlug(title, (slug) => {
      setSlugUnusable(title.trim() !== '' && slug === '');
      setForm((f) => (f.title === title ? { ...f, slug } : f));
    });
  const [metaAuto, setMetaAuto] = useState({
    title: creating && initial.metaTitle === '',
    description: creating && initial.metaDescription === '',
  });
  const [touched, setTouched] = useState({ title: false, slug: false, imageUrl: false });

  const clearError = (field: PostField) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });

  const onField = (field: Field, value: string) => {
    if (field !== 'slug') clearError(field);
    setForm((f) => {
      const next = { ...f, [field]: value };
      if (field === 'title') {
        if (metaAuto.title) next.metaTitle = value.slice(0, META_TITLE_MAX);
      }
      if (field === 'excerpt' && metaAuto.description) next.metaDescription = value.slice(0, META_DESCRIPTION_MAX);
      return next;
    });
    if (field === 'title' && creating && slugMode === 'auto') applySlug(value);
    if (field === 'title') setTouched((s) => ({ ...s, title: true, slug: s.slug || (creating && slugMode === 'auto') }));
    if (field === 'slug') {
      setSlugUnusable(false);
      if (creating) setSlugMode('manual');
      setTouched((s) => ({ ...s, slug: true }));
    }
    if (field === 'featuredImageUrl') setTouched((s) => ({ ...s, imageUrl: true }));
  };

  const onAutoSlug = () => {
    setSlugMode('auto');
    applySlug(title);
    setTouched((s) => ({ ...s, slug: true }));
  };

  const onMeta = (field: 'metaTitle' | 'metaDescription', value: string) => {
    clearError(field);
    setMetaAuto((m) => (field === 'metaTitle' ? { ...m, title: false } : { ...m, description: false }));
    setForm((f) => ({ ...f, [field]: value }));
  };

  return { slugMode, slugUnusable, touched, onField, onAutoSlug, onMeta };
}
