'use client';

import { useState, type HTMLInputTypeAttribute } from 'react';
import { fill } from '@/components/catalog/labels';
import { INQUIRY_LIMITS, QUOTE_FORM_FIELDS, type QuoteFormField } from '@/lib/inquiries/contract';
import type { QuotePageLabels } from './labels';

type Errors = Partial<Record<QuoteFormField, string>>;
type Values = Record<string, string>;

const inputClass =
  'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30';

const describe = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

function Field(props: {
  name: keyof typeof QUOTE_FORM_FIELDS & QuoteFormField;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  maxLength: number;
  required?: boolean;
  inputMode?: 'email' | 'tel' | 'text';
  hintId?: string;
  errors: Errors;
  values: Values;
}) {
  const { name, errors } = props;
  const id = `quote-${name}`;
  const error = errors[name];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={QUOTE_FORM_FIELDS[name]}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        required={props.required}
        defaultValue={props.values[QUOTE_FORM_FIELDS[name]] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describe(props.hintId, error && `${id}-error`)}
        className={`${inputClass} ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/**
 * Contact details, message (with a counter), consent and the honeypot. Uncontrolled: after a
 * refused submit React resets the form to its defaults, which are the values the server sent back.
 */
export function QuoteContactFields({ labels, errors, values }: { labels: QuotePageLabels['form']; errors: Errors; values: Values }) {
  const [messageLength, setMessageLength] = useState((values[QUOTE_FORM_FIELDS.message] ?? '').length);
  const common = { errors, values };
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-semibold text-slate-900">{labels.contactTitle}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label={labels.name} autoComplete="name" maxLength={INQUIRY_LIMITS.name} required {...common} />
        <Field name="company" label={labels.company} autoComplete="organization" maxLength={INQUIRY_LIMITS.company} {...common} />
      </div>
      <p id="quote-contact-hint" className="text-sm text-slate-600">
        {labels.contactHint}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="email"
          label={labels.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={INQUIRY_LIMITS.email}
          hintId="quote-contact-hint"
          {...common}
        />
        <div className="flex flex-col gap-1">
          <Field
            name="whatsapp"
            label={labels.whatsapp}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={INQUIRY_LIMITS.whatsapp}
            hintId="quote-contact-hint quote-whatsapp-hint"
            {...common}
          />
          <p id="quote-whatsapp-hint" className="text-sm text-slate-600">
            {labels.whatsappHint}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="city" label={labels.city} autoComplete="address-level2" maxLength={INQUIRY_LIMITS.city} {...common} />
        <Field name="country" label={labels.country} autoComplete="country-name" maxLength={INQUIRY_LIMITS.country} {...common} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="quote-message" className="text-sm font-medium text-slate-800">
          {labels.message}
        </label>
        <textarea
          id="quote-message"
          name={QUOTE_FORM_FIELDS.message}
          rows={5}
          maxLength={INQUIRY_LIMITS.message}
          defaultValue={values[QUOTE_FORM_FIELDS.message] ?? ''}
          onChange={(event) => setMessageLength(event.target.value.length)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('quote-message-counter', errors.message && 'quote-message-error')}
          className={`${inputClass} py-2 ${errors.message ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id="quote-message-counter" className="text-right text-sm text-slate-600 tabular-nums">
          {fill(labels.counter, { count: messageLength, max: INQUIRY_LIMITS.message })}
        </p>
        <FieldError id="quote-message-error" text={errors.message} />
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id="quote-consent"
            name={QUOTE_FORM_FIELDS.consent}
            type="checkbox"
            required
            defaultChecked={Boolean(values[QUOTE_FORM_FIELDS.consent])}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'quote-consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="quote-consent" className="text-sm text-slate-800">
            {labels.consent}
          </label>
        </div>
        <FieldError id="quote-consent-error" text={errors.consent} />
      </div>
      {/* Honeypot: people and assistive tech never meet it (off-screen, aria-hidden, out of the tab order); bots fill it. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">{labels.honeypot}</label>
        <input id="quote-website" name={QUOTE_FORM_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </fieldset>
  );
}
