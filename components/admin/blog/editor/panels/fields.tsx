'use client';

import { controlClass as lookClass, FieldLabel, SelectInput, TextArea, TextInput } from '@/components/ui/field';

/** The blog editor's input classes (components/ui/field.tsx, look "editor"), for inputs built by hand. */
export const controlClass = lookClass('editor');

export function TextField({
  id,
  label,
  value,
  onChange,
  placeholder,
  multiline = false,
  rows = 4,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url';
}) {
  return (
    <div>
      <FieldLabel look="editor" htmlFor={id}>
        {label}
      </FieldLabel>
      {multiline ? (
        <TextArea look="editor" id={id} rows={rows} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextInput look="editor" id={id} type={type} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

export function SelectField<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <FieldLabel look="editor" htmlFor={id}>
        {label}
      </FieldLabel>
      <SelectInput
        look="editor"
        id={id}
        value={String(value)}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}
