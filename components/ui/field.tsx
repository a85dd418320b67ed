import type { ComponentPropsWithRef, ReactNode } from 'react';

/**
 * The parts of a form field (label, input, hint, error, counter) shared by the catalogue, sign-in,
 * quote and blog forms. They own the wiring a screen reader depends on (an error's and a hint's id
 * named in the input's aria-describedby, aria-invalid only when there is an error, nothing
 * rendered for an empty error) and the classes, so each form stops repeating both. The four
 * looks are the four screens' existing designs, kept apart on purpose: the public quote form has
 * 44 px touch targets, the admin forms are denser, the sign-in card has its own shadowed inputs.
 * No hooks, so server components can render them too.
 */
export const FIELD_LOOKS = {
  /** The public quote form. */
  site: {
    label: 'text-sm font-medium text-slate-800',
    control:
      'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30',
    valid: 'border-slate-300',
    invalid: 'border-red-600',
    hint: 'text-sm text-slate-600',
    error: 'text-sm font-medium text-red-700',
    counter: 'text-right text-sm text-slate-600 tabular-nums',
  },
  /** Sign-in and password pages. */
  auth: {
    label: 'block text-sm font-medium text-slate-700',
    control:
      'block w-full rounded-lg border py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none',
    valid: 'border-slate-300',
    invalid: 'border-red-600',
    hint: 'mt-1 text-xs text-slate-600',
    error: 'mt-1 text-sm text-red-700',
    counter: 'text-xs text-slate-600 tabular-nums',
  },
  /** The catalogue's item form (Add New, Edit). */
  catalog: {
    label: 'text-sm font-semibold text-slate-800',
    control:
      'mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none',
    valid: 'border-slate-300',
    invalid: 'border-red-500',
    hint: 'mt-1 text-xs text-slate-500',
    error: 'mt-1 text-sm text-red-700',
    counter: 'text-xs text-slate-500 tabular-nums',
  },
  /** The blog editor (an invalid field is marked by its message, the border stays). */
  editor: {
    label: 'mb-1 block text-sm font-medium text-slate-700',
    control:
      'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100',
    valid: 'border-slate-300',
    invalid: 'border-slate-300',
    hint: 'mt-1 text-xs text-slate-600',
    error: 'mt-1 text-sm text-red-700',
    counter: 'text-xs text-slate-600 tabular-nums',
  },
} as const;

export type FieldLook = keyof typeof FIELD_LOOKS;

const join = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

/** The ids an input is described by (hints first, then the error), or undefined for none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** An input's, select's or textarea's classes in `look`, with the error border when `invalid`. */
export function controlClass(look: FieldLook, invalid = false, extra?: string): string {
  const l = FIELD_LOOKS[look];
  return join(l.control, invalid ? l.invalid : l.valid, extra);
}

type LookProps = { look: FieldLook; className?: string };

export function FieldLabel({ look, className, ...props }: LookProps & ComponentPropsWithRef<'label'> & { htmlFor: string }) {
  return <label {...props} className={join(FIELD_LOOKS[look].label, className)} />;
}

/** What an input needs besides its own props: the look, its error and hints (ids) for aria. */
type ControlProps = LookProps & { error?: string | null; errorId?: string; hintIds?: (string | false | undefined)[] };

function controlAria({ error, errorId, hintIds = [], id }: ControlProps & { id?: string }) {
  const invalid = Boolean(error);
  return {
    invalid,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy(...hintIds, invalid && (errorId ?? `${id}-error`)),
  } as const;
}

/** An input; with `error` it is aria-invalid and described by its error (`errorId`, or `<id>-error`). */
export function TextInput({ look, className, error, errorId, hintIds, ...props }: ControlProps & ComponentPropsWithRef<'input'>) {
  const { invalid, ...aria } = controlAria({ look, error, errorId, hintIds, id: props.id });
  return <input {...props} {...aria} className={controlClass(look, invalid, className)} />;
}

export function TextArea({ look, className, error, errorId, hintIds, ...props }: ControlProps & ComponentPropsWithRef<'textarea'>) {
  const { invalid, ...aria } = controlAria({ look, error, errorId, hintIds, id: props.id });
  return <textarea {...props} {...aria} className={controlClass(look, invalid, className)} />;
}

export function SelectInput({ look, className, error, errorId, hintIds, ...props }: ControlProps & ComponentPropsWithRef<'select'>) {
  const { invalid, ...aria } = controlAria({ look, error, errorId, hintIds, id: props.id });
  return <select {...props} {...aria} className={controlClass(look, invalid, className)} />;
}

/** A hint read with its input (name its id in the input's `hintIds`). */
export function FieldHint({ id, look, className, children }: LookProps & { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={join(FIELD_LOOKS[look].hint, className)}>
      {children}
    </p>
  );
}

/** A field's error message; nothing at all when there is none (so aria-describedby never names an empty node). */
export function FieldError({ id, look, message, testId }: { id: string; look: FieldLook; message?: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={FIELD_LOOKS[look].error} data-testid={testId}>
      {message}
    </p>
  );
}

/** "12/300": how much of a field's limit is used; `inline` beside a label, `live` announced politely. */
export function FieldCounter({
  id,
  look,
  inline = false,
  live = false,
  className,
  children,
}: LookProps & { id?: string; inline?: boolean; live?: boolean; children: ReactNode }) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag id={id} className={join(FIELD_LOOKS[look].counter, className)} aria-live={live ? 'polite' : undefined}>
      {children}
    </Tag>
  );
}
