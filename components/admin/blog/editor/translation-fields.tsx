'use client';

import type { ReactNode } from 'react';
import { FieldHint, FieldLabel } from '@/components/ui/field';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

/** The English text a translator works from, marked `lang="en"`. */
export function EnglishReference({ label, text, empty }: { label: string; text: string; empty: string }) {
  return (
    <p className="mb-1 max-h-32 overflow-auto rounded-md bg-slate-50 px-3 py-1.5 text-sm whitespace-pre-line text-slate-600 ring-1 ring-slate-200">
      <span className="mr-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}:</span>
      <span lang="en">{text.trim() === '' ? empty : text}</span>
    </p>
  );
}

/** One translatable input with its English reference above it and its error below. */
export function TranslationInput({
  id,
  label,
  english,
  value,
  onChange,
  multiline = false,
  lang,
  error,
  reference,
  after,
  hint,
  note,
  status,
}: {
  id: string;
  label: string;
  english: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  lang: string;
  error?: string;
  reference: { label: string; empty: string };
  after?: ReactNode;
  hint?: string;
  /** Shown under the field (e.g. that its English changed after it was translated). */
  note?: ReactNode;
  /** A note announced politely when it appears (e.g. no slug could be made from the title). */
  status?: string;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <FieldLabel look="editor" htmlFor={id}>
        {label}
      </FieldLabel>
      <EnglishReference label={reference.label} text={english} empty={reference.empty} />
      <div className="flex gap-2">
        {multiline ? (
          <textarea
            id={id}
            lang={lang}
            rows={3}
            value={value}
            aria-invalid={!!error}
            aria-describedby={errorId}
            onChange={(e) => onChange(e.target.value)}
            className={control}
          />
        ) : (
          <input
            id={id}
            lang={lang}
            value={value}
            aria-invalid={!!error}
            aria-describedby={errorId}
            onChange={(e) => onChange(e.target.value)}
            className={control}
          />
        )}
        {after}
      </div>
      {hint && <FieldHint look="editor">{hint}</FieldHint>}
      {note}
      {status !== undefined && (
        <p role="status" className="mt-1 text-sm text-amber-800 empty:hidden">
          {status}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
