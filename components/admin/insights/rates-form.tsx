'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { FieldError, FieldHint, FieldLabel, TextInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';

// The owner's exchange rates, under the value figures. Labels come translated from the server;
// the action answers in words (saved, unchanged, or a message per refused field). The typed values
// stay in the fields after a refusal; after a save the page's figures are re-rendered by the action.

type Submit = (state: unknown, form: FormData) => Promise<ActionResult<null, string>>;

export type RatesFormLabels = {
  title: string;
  help: string;
  save: string;
  fields: Array<{ currency: string; label: string; value: string; status: string }>;
};

export function RatesForm({ labels, submit }: { labels: RatesFormLabels; submit: Submit }) {
  const [pending, start] = useTransition();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string; fieldErrors: Record<string, string | undefined> } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const result = await submit(null, form);
      setAnswer({
        ok: result.ok,
        text: (result.ok ? result.message : result.formError) ?? '',
        fieldErrors: result.ok ? {} : (result.fieldErrors ?? {}),
      });
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="insights-rates-title"
      data-testid="insights-rates-form"
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <h3 id="insights-rates-title" className="text-base font-semibold text-slate-900">
        {labels.title}
      </h3>
      <FieldHint look="catalog" id="insights-rates-help">
        {labels.help}
      </FieldHint>
      <div className="flex flex-wrap items-start gap-4">
        {labels.fields.map((field) => {
          const id = `insights-rate-${field.currency}`;
          const error = answer?.fieldErrors[field.currency];
          return (
            <div key={field.currency} className="w-full sm:w-56">
              <FieldLabel look="catalog" htmlFor={id}>
                {field.label}
              </FieldLabel>
              <TextInput
                look="catalog"
                id={id}
                name={field.currency}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                defaultValue={field.value}
                error={error}
                hintIds={['insights-rates-help', `${id}-status`]}
              />
              <FieldHint look="catalog" id={`${id}-status`}>
                {field.status}
              </FieldHint>
              <FieldError look="catalog" id={`${id}-error`} message={error} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={pending}
          className="hover:bg-brand-800 min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white disabled:opacity-60"
        >
          {labels.save}
        </button>
        <span aria-live="polite">
          {answer ? (
            <span
              role={answer.ok ? 'status' : 'alert'}
              data-testid="insights-rates-message"
              className={`text-sm font-medium ${answer.ok ? 'text-emerald-800' : 'text-red-700'}`}
            >
              {answer.text}
            </span>
          ) : null}
        </span>
      </div>
    </form>
  );
}
