'use client';

import { useTranslations } from 'next-intl';
import { formatBytes } from './preview-url';

/**
 * Shown while a save is under way: each photo being sent, with its size. Server actions give no
 * byte-level progress, so the bars are indeterminate; they end when the server has stored
 * (and re-encoded) every file.
 */
export function UploadProgress({ files }: { files: File[] }) {
  const t = useTranslations('adminCatalog.form');
  if (files.length === 0) return null;
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return (
    <div className="rounded-xl bg-teal-50 p-4 ring-1 ring-teal-200" data-testid="upload-progress">
      <p className="text-sm font-medium text-teal-900">
        {t('processing')} <span className="font-normal">({formatBytes(total)})</span>
      </p>
      <ul className="mt-2 space-y-2">
        {files.map((file, i) => (
          <li key={`${file.name}-${i}`} className="text-xs text-teal-900">
            <div className="flex justify-between gap-2">
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 tabular-nums">{formatBytes(file.size)}</span>
            </div>
            <div
              role="progressbar"
              aria-label={`${t('uploadProgress')}: ${file.name}`}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-teal-100"
            >
              <div className="h-full w-1/3 animate-[upload_1.2s_ease-in-out_infinite] rounded-full bg-teal-600 motion-reduce:w-full motion-reduce:animate-none" />
            </div>
          </li>
        ))}
      </ul>
      <style>{'@keyframes upload{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
    </div>
  );
}
