'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { checkPhotoFiles } from './photo-check';
import { ACCEPTED_TYPES, formatBytes, previewUrl } from './preview-url';

/** A gallery slot: stored (id + url), stored but replaced (id + file), or new (file). */
export type GalleryDraft = { key: string; id?: number; url?: string; file?: File };

let counter = 0;
const newKey = () => `g-${++counter}`;

/** Edit: the plan the server applies (absent ids are removed), a new photo named by its upload's token. */
export function appendGalleryPlan(form: FormData, entries: GalleryDraft[], tokens: Map<File, string>): void {
  const plan = entries.map((e) => {
    const upload = e.file ? tokens.get(e.file) : undefined;
    return { ...(e.id ? { id: e.id } : {}), ...(upload ? { upload } : {}) };
  });
  form.set('galleryPlan', JSON.stringify(plan));
}

type Props = {
  entries: GalleryDraft[];
  onChange: (entries: GalleryDraft[]) => void;
  error?: string;
  onLocalError: (message: string | undefined) => void;
};

/** Multi-photo gallery with previews: add many, replace or remove each; nothing is saved until the form is. */
export function GalleryEditor({ entries, onChange, error, onLocalError }: Props) {
  const t = useTranslations('adminCatalog');
  const id = useId();
  const addInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);

  /** Size and type checked on selection; refused files are left out with a message at the picker. */
  async function accept(input: HTMLInputElement | null): Promise<File[]> {
    const list = [...(input?.files ?? [])];
    if (input) input.value = '';
    const { accepted, refused } = await checkPhotoFiles(list);
    onLocalError(refused ? t(`photoErrors.${refused.problem}`, { file: refused.file.name.slice(0, 80) }) : undefined);
    return accepted;
  }

  async function add() {
    const fresh = (await accept(addInput.current)).map((file) => ({ key: newKey(), file }));
    if (fresh.length) onChange([...entries, ...fresh]);
  }

  async function replace() {
    const key = replacing.current;
    const [file] = await accept(replaceInput.current);
    if (file && key) onChange(entries.map((e) => (e.key === key ? { ...e, file } : e)));
  }

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold text-slate-800">{t('form.gallery')}</legend>
      {entries.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {entries.map((entry, i) => {
            const src = entry.file ? previewUrl(entry.file) : entry.url;
            const alt = t('form.galleryPhotoAlt', { n: i + 1 });
            return (
              <li key={entry.key} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
                <div className="relative aspect-square bg-slate-100">
                  {/* eslint-disable-next-line @next/next/no-img-element -- blob: previews cannot go through next/image */}
                  {src ? <img src={src} alt={alt} className="h-full w-full object-cover" /> : null}
                  {entry.file ? (
                    <span className="absolute top-1.5 left-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      {t('form.pending')} · {formatBytes(entry.file.size)}
                    </span>
                  ) : null}
                </div>
                <div className="flex justify-between gap-1 p-1.5">
                  {entry.id ? (
                    entry.file ? (
                      <button
                        type="button"
                        className="rounded px-2 py-1 text-xs text-slate-700 hover:bg-slate-100"
                        onClick={() => onChange(entries.map((e) => (e.key === entry.key ? { ...e, file: undefined } : e)))}
                      >
                        {t('form.undo')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        aria-label={`${t('form.replacePhoto')}: ${alt}`}
                        className="rounded px-2 py-1 text-xs text-slate-700 hover:bg-slate-100"
                        onClick={() => {
                          replacing.current = entry.key;
                          replaceInput.current?.click();
                        }}
                      >
                        {t('form.replacePhoto')}
                      </button>
                    )
                  ) : (
                    <span />
                  )}
                  <button
                    type="button"
                    aria-label={`${t('form.removePhoto')}: ${alt}`}
                    className="rounded px-2 py-1 text-xs text-red-700 hover:bg-red-50"
                    onClick={() => onChange(entries.filter((e) => e.key !== entry.key))}
                  >
                    {t('form.removePhoto')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-teal-600 hover:bg-slate-50">
        + {t('form.choosePhotos')}
        <input
          ref={addInput}
          type="file"
          multiple
          accept={ACCEPTED_TYPES}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={() => void add()}
        />
      </label>
      <input
        ref={replaceInput}
        type="file"
        accept={ACCEPTED_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={() => void replace()}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('form.photoHint')}
      </p>
      {error ? (
        <p role="alert" data-testid="gallery-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
