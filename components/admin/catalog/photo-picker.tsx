'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { checkPhotoFile } from './photo-check';
import { ACCEPTED_TYPES, formatBytes, previewUrl } from './preview-url';

type Props = {
  label: string;
  file: File | null;
  /** The stored photo (edit): shown until a new file is chosen. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  onLocalError: (message: string | undefined) => void;
};

/** One photo slot with a preview. A new file is held locally until the form is saved. */
export function PhotoPicker({ label, file, currentUrl, onChange, error, onLocalError }: Props) {
  const t = useTranslations('adminCatalog');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const src = file ? previewUrl(file) : (currentUrl ?? null);

  async function pick(files: FileList | null) {
    const chosen = files?.[0];
    if (input.current) input.current.value = '';
    if (!chosen) return;
    // Checked on selection: a refused file is not held (no broken preview, no ticked checklist).
    const problem = await checkPhotoFile(chosen);
    if (problem) {
      onLocalError(t(`photoErrors.${problem}`, { file: chosen.name.slice(0, 80) }));
      return;
    }
    onLocalError(undefined);
    onChange(chosen);
  }

  return (
    <div className="space-y-2">
      <span className="block text-sm font-semibold text-slate-800" id={`${inputId}-label`}>
        {label}
      </span>
      <div
        className={`relative flex aspect-square w-full max-w-56 items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-slate-50 ${error ? 'border-red-400' : 'border-slate-300'}`}
      >
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- blob: previews cannot go through next/image
          <img src={src} alt={t('form.previewAlt', { name: label })} className="h-full w-full object-cover" />
        ) : (
          <span className="px-3 text-center text-sm text-slate-500">{t('form.noPhoto')}</span>
        )}
        {file ? (
          <span className="absolute top-2 left-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {t('form.pending')} · {formatBytes(file.size)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-teal-600 hover:bg-slate-50"
        >
          {src ? t('form.changePhoto') : t('form.choosePhoto')}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            className="sr-only"
            onChange={(e) => void pick(e.target.files)}
          />
        </label>
        {file ? (
          <button type="button" onClick={() => onChange(null)} className="rounded-lg px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100">
            {currentUrl ? t('form.undo') : t('form.removePhoto')}
          </button>
        ) : null}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        {t('form.photoHint')}
      </p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" data-testid="photo-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
