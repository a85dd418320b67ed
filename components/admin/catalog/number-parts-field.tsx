'use client';

import { FieldError, FieldHint, TextInput } from '@/components/ui/field';

/**
 * A product field typed as whole numbers side by side (inner length × width × height, lead time
 * from and to): one legend, a small label over each input, one hint and one error for the group.
 */
export function NumberPartsField<P extends string>({
  id,
  legend,
  optional,
  parts,
  max,
  draft,
  onChange,
  hint,
  error,
}: {
  /** The ids' stem: `item-${id}-${part}`, `item-${id}-hint`, `item-${id}-error`. */
  id: string;
  legend: string;
  optional: string;
  parts: readonly { key: P; label: string }[];
  max: number;
  draft: Record<P, string>;
  onChange: (patch: Partial<Record<P, string>>) => void;
  hint: string;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {legend} <span className="font-normal text-slate-500">{optional}</span>
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        {parts.map(({ key, label }) => (
          // The width on the box: the control's own w-full fills it.
          <div key={key} className="w-20">
            <label htmlFor={`item-${id}-${key}`} className="block text-xs font-medium text-slate-600">
              {label}
            </label>
            <TextInput
              look="catalog"
              className="tabular-nums"
              id={`item-${id}-${key}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              value={draft[key]}
              onChange={(e) => onChange({ [key]: e.target.value } as Partial<Record<P, string>>)}
              error={error}
              errorId={`item-${id}-error`}
              hintIds={[`item-${id}-hint`]}
            />
          </div>
        ))}
      </div>
      <FieldHint look="catalog" id={`item-${id}-hint`}>
        {hint}
      </FieldHint>
      <FieldError look="catalog" id={`item-${id}-error`} message={error} />
    </fieldset>
  );
}
