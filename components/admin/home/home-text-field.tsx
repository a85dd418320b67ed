'use client';

import { FieldCounter, FieldError, FieldHint, FieldLabel, TextArea, TextInput } from '@/components/ui/field';

// One word of the home editor: its label, the input (a line or a text area), its hints, the
// server's error and a counter against the server's limit. The ids follow the action's field
// names (`home-title`, `home-item-2-body`), so an error lands under its field.

type Props = {
  id: string;
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  onChange: (value: string) => void;
  error?: string;
  hints?: Array<{ id: string; text: string; lang?: string }>;
  counterLabel: string;
  lang?: string;
  placeholder?: string;
};

export function HomeTextField({ id, label, value, max, multiline, onChange, error, hints = [], counterLabel, lang, placeholder }: Props) {
  const hintIds = hints.map((h) => h.id);
  const common = {
    id,
    value,
    lang,
    placeholder,
    maxLength: max,
    look: 'catalog' as const,
    error,
    hintIds: [...hintIds, `${id}-count`],
  };
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <FieldLabel look="catalog" htmlFor={id}>
          {label}
        </FieldLabel>
        <FieldCounter look="catalog" inline id={`${id}-count`}>
          {counterLabel}
        </FieldCounter>
      </div>
      {multiline ? (
        <TextArea {...common} rows={Math.min(10, Math.max(3, Math.ceil(value.length / 90)))} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextInput {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {hints.map((h) => (
        <FieldHint key={h.id} id={h.id} look="catalog">
          <span lang={h.lang}>{h.text}</span>
        </FieldHint>
      ))}
      <FieldError id={`${id}-error`} look="catalog" message={error} />
    </div>
  );
}
