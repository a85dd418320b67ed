'use client';

import { useState, type Dispatch, type SetStateAction } from 'react';
import type { EditorFormValues } from '@/lib/blog/admin/read-models';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, type PostField } from '@/lib/blog/admin/schemas';
import { generateSlug } from '@/lib/blog/admin/slug';
import type { EditorState } from './editor-types';

type Field = 'title' | 'slug' | 'author' | 'excerpt' | 'featuredImageUrl' | 'featuredImageAlt';

type Options = {
  mode: 'create' | 'edit';
  manualSlug: boolean;
  initial: EditorFormValues;
  setForm: Dispatch<SetStateAction<EditorState>>;
  setErrors: Dispatch<SetStateAction<Partial<Record<PostField, string>>>>;
};

/**
 * SPEC section 4: in create mode the slug follows the title until edited by hand ('Auto' resumes),
 * and meta title/description follow the title/excerpt (first 60/160 characters) while the author
 * has not written their own. Editing a field clears its error, except the slug's.
 */
export function useEditorFields({ mode, manualSlug, initial, setForm, setErrors }: Options) {
  const creating = mode === 'create';
  const [slugMode, setSlugMode] = useState<'auto' | 'manual'>(creating && !manualSlug ? 'auto' : 'manual');
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
        if (creating && slugMode === 'auto') next.slug = value.trim() ? generateSlug(value) : '';
        if (metaAuto.title) next.metaTitle = value.slice(0, META_TITLE_MAX);
      }
      if (field === 'excerpt' && metaAuto.description) next.metaDescription = value.slice(0, META_DESCRIPTION_MAX);
      return next;
    });
    if (field === 'title') setTouched((s) => ({ ...s, title: true, slug: s.slug || (creating && slugMode === 'auto') }));
    if (field === 'slug') {
      if (creating) setSlugMode('manual');
      setTouched((s) => ({ ...s, slug: true }));
    }
    if (field === 'featuredImageUrl') setTouched((s) => ({ ...s, imageUrl: true }));
  };

  const onAutoSlug = () => {
    setSlugMode('auto');
    setForm((f) => ({ ...f, slug: f.title.trim() ? generateSlug(f.title) : '' }));
    setTouched((s) => ({ ...s, slug: true }));
  };

  const onMeta = (field: 'metaTitle' | 'metaDescription', value: string) => {
    clearError(field);
    setMetaAuto((m) => (field === 'metaTitle' ? { ...m, title: false } : { ...m, description: false }));
    setForm((f) => ({ ...f, [field]: value }));
  };

  return { slugMode, touched, onField, onAutoSlug, onMeta };
}
