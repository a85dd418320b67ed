'use client';

import { useId, useRef } from 'react';
import { checkPhotoFile } from '@/components/admin/catalog/photo-check';
import { ACCEPTED_TYPES, previewUrl } from '@/components/admin/catalog/preview-url';
import { FieldError, FieldHint } from '@/components/ui/field';
import type { HomeLabels } from './home-labels';

// A photo of a section or an entry: the stored one (kept), a new file held in the browser until
// the save (checked on selection as the product photos are), or removed. The file input is a real,
// focusable control (visually a button), so the field works from the keyboard.

export type PhotoDraft = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File };

type Props = {
  id: string;
  label: string;
  storedUrl: string | null;
  draft: PhotoDraft;
  onChange: (draft: PhotoDraft) => void;
  /** Whether the photo may be removed (an entry whose section needs a photo may only be replaced). */
  removable: boolean;
  error?: string;
  onLocalError: (message: string | undefined) => void;
  labels: HomeLabels;
};

export function HomePhotoField({ id, label, storedUrl, draft, onChange, removable, error, onLocalError, labels }: Props) {
  const { t } = labels;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${useId()}-hint`;
  const src = draft.kind === 'new' ? previewUrl(draft.file) : draft.kind === 'keep' ? storedUrl : null;

  async function pick(files: FileList | null) {
    const chosen = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const problem = await checkPhotoFile(chosen);
    if (problem) {
      onLocalError(t(`photoErrors.${problem}`, { file: chosen.name.slice(0, 80) }));
      return;
    }
    onLocalError(undefined);
    onChange({ kind: 'new', file: chosen });
  }

  const button =
    'inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';
  return (
    <div className="space-y-2" data-testid="home-photo-field">
      <span className="block text-sm font-semibold text-slate-800" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-4">
        <div
          className={`flex aspect-[4/3] w-44 items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-slate-50 ${error ? 'border-red-400' : 'border-slate-300'}`}
        >
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored photo or a blob: preview, shown as it is
            <img src={src} alt={draft.kind === 'new' ? t('newPhoto') : t('currentPhoto')} className="h-full w-full object-cover" />
          ) : (
            <span className="px-3 text-center text-sm text-slate-500">
              {draft.kind === 'remove' && storedUrl ? t('photoRemoved') : t('noPhoto')}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label className={`${button} focus-within:ring-2 focus-within:ring-teal-600`}>
            {src ? t('replacePhoto') : t('choosePhoto')}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={ACCEPTED_TYPES}
              aria-labelledby={`${id}-label`}
              aria-describedby={[hintId, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              onChange={(e) => void pick(e.target.files)}
            />
          </label>
          {draft.kind === 'new' || draft.kind === 'remove' ? (
            storedUrl ? (
              <button type="button" className={button} onClick={() => onChange({ kind: 'keep' })}>
                {t('keepPhoto')}
              </button>
            ) : draft.kind === 'new' ? (
              <button type="button" className={button} onClick={() => onChange({ kind: 'keep' })}>
                {t('removePhoto')}
              </button>
            ) : null
          ) : removable && storedUrl ? (
            <button type="button" className={button} onClick={() => onChange({ kind: 'remove' })}>
              {t('removePhoto')}
            </button>
          ) : null}
        </div>
      </div>
      <FieldHint id={hintId} look="catalog">
        {draft.kind === 'new' ? `${t('newPhoto')} · ${draft.file.name.slice(0, 60)}` : t('photoHint')}
      </FieldHint>
      <FieldError id={`${id}-error`} look="catalog" message={error} />
    </div>
  );
}
