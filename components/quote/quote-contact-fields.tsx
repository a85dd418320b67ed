'use client';

import { useState, type HTMLInputTypeAttribute } from 'react';
import { fill } from '@/components/catalog/labels';
import { FieldCounter, FieldError, FieldHint, FieldLabel, SelectInput, TextArea, TextInput } from '@/components/ui/field';
import { INQUIRY_LIMITS, QUOTE_FORM_FIELDS, type QuoteFormField } from '@/lib/inquiries/contract';
import type { QuotePageLabels } from './labels';

type Errors = Partial<Record<QuoteFormField, string>>;
type Values = Record<string, string>;

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
      <FieldLabel look="site" htmlFor={id}>
        {props.label}
      </FieldLabel>
      <TextInput
        look="site"
        id={id}
        name={QUOTE_FORM_FIELDS[name]}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        required={props.required}
        defaultValue={props.values[QUOTE_FORM_FIELDS[name]] ?? ''}
        error={error}
        hintIds={[props.hintId]}
      />
      <FieldError look="site" id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The country, chosen from a list so that one country is one value (the ISO code is stored). The
 * options arrive as data the server named and sorted in the page's language: the browser loads no
 * country list or name data of its own. Optional, as the free-text field was.
 */
function CountryField({ labels, errors, values }: { labels: QuotePageLabels['form']; errors: Errors; values: Values }) {
  const error = errors.country;
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel look="site" htmlFor="quote-country">
        {labels.country}
      </FieldLabel>
      <SelectInput
        look="site"
        id="quote-country"
        name={QUOTE_FORM_FIELDS.country}
        autoComplete="country"
        defaultValue={values[QUOTE_FORM_FIELDS.country] ?? ''}
        error={error}
      >
        <option value="">{labels.countryChoose}</option>
        {labels.countries.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectInput>
      <FieldError look="site" id="quote-country-error" message={error} />
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
      <FieldHint look="site" id="quote-contact-hint">
        {labels.contactHint}
      </FieldHint>
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
          <FieldHint look="site" id="quote-whatsapp-hint">
            {labels.whatsappHint}
          </FieldHint>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="city" label={labels.city} autoComplete="address-level2" maxLength={INQUIRY_LIMITS.city} {...common} />
        <CountryField labels={labels} {...common} />
      </div>
      <div className="flex flex-col gap-1">
        <FieldLabel look="site" htmlFor="quote-message">
          {labels.message}
        </FieldLabel>
        <TextArea
          look="site"
          id="quote-message"
          name={QUOTE_FORM_FIELDS.message}
          rows={5}
          maxLength={INQUIRY_LIMITS.message}
          defaultValue={values[QUOTE_FORM_FIELDS.message] ?? ''}
          onChange={(event) => setMessageLength(event.target.value.length)}
          error={errors.message}
          hintIds={['quote-message-counter']}
          className="py-2"
        />
        <FieldCounter look="site" id="quote-message-counter">
          {fill(labels.counter, { count: messageLength, max: INQUIRY_LIMITS.message })}
        </FieldCounter>
        <FieldError look="site" id="quote-message-error" message={errors.message} />
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
        <FieldError look="site" id="quote-consent-error" message={errors.consent} />
      </div>
      {/* Honeypot: people and assistive tech never meet it (off-screen, aria-hidden, out of the tab order); bots fill it. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">{labels.honeypot}</label>
        <input id="quote-website" name={QUOTE_FORM_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </fieldset>
  );
}
