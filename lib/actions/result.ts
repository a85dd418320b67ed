// The one result shape of every server action (catalogue and blog). Pure: client components
// import it for its types, the actions build it. Every text in it is already translated.

/** One translated message per form field that failed. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** Done; `data` carries what the caller needs next (an id, a slug…), `title`/`message` a toast. */
export type ActionSuccess<D = null> = { ok: true; data: D; title?: string; message?: string };

/** Refused or failed: nothing was written. `formError` is the form-level message, `title` its heading. */
export type ActionFailure<F extends string = string> = {
  ok: false;
  title?: string;
  formError?: string;
  fieldErrors?: FieldErrors<F>;
};

export type ActionResult<D = null, F extends string = string> = ActionSuccess<D> | ActionFailure<F>;

export function succeeded<D>(data: D, texts: { title?: string; message?: string } = {}): ActionSuccess<D> {
  return { ok: true, data, ...texts };
}

export function failed<F extends string = string>(
  formError?: string,
  extra: { title?: string; fieldErrors?: FieldErrors<F> } = {},
): ActionFailure<F> {
  return { ok: false, ...(formError === undefined ? {} : { formError }), ...extra };
}
