'use client';

import { useState, type ChangeEvent } from 'react';
import { FieldHint, FieldLabel, TextInput } from '@/components/ui/field';

/**
 * A labelled password input with a show/hide toggle (aria-pressed, named after its field).
 * Controlled with `value` and `onChange`; without them it keeps its own value, so a server page's
 * plain form post (the set-password page) can use it too.
 */
export function PasswordField({
  id,
  name,
  label,
  value,
  onChange,
  autoComplete,
  showLabel,
  hideLabel,
  hint,
  required,
  minLength,
  error,
  errorId,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  autoComplete: string;
  showLabel: string;
  hideLabel: string;
  /** Shown under the field and read with it (the rule a new password must meet, before the first try). */
  hint?: string;
  required?: boolean;
  minLength?: number;
  /** A message about this field shown elsewhere on the page (its id is `errorId`): read with it, aria-invalid. */
  error?: string | null;
  errorId?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <FieldLabel look="auth" htmlFor={id}>
        {label}
      </FieldLabel>
      <div className="relative mt-1">
        <TextInput
          look="auth"
          className="pr-20 pl-3"
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          {...(onChange ? { value, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value) } : {})}
          required={required}
          minLength={minLength}
          error={error}
          errorId={errorId}
          hintIds={[hint && `${id}-hint`]}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? hideLabel : showLabel}
          className="absolute inset-y-1 right-1 rounded-md px-2.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M3 3l18 18" /> : null}
          </svg>
        </button>
      </div>
      {hint ? (
        <FieldHint look="auth" id={`${id}-hint`}>
          {hint}
        </FieldHint>
      ) : null}
    </div>
  );
}
