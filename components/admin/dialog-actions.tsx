/**
 * The end of an admin dialog's form: its form-level error (announced as an alert), then Cancel and
 * the submit button (red when the action deletes). Shared by the structure screens' dialogs.
 */
export function DialogActions({
  error,
  cancelLabel,
  submitLabel,
  onCancel,
  pending,
  danger = false,
}: {
  error?: string | null;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  pending: boolean;
  danger?: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-xl px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300"
        >
          {cancelLabel}
        </button>
        <button
          type="submit"
          disabled={pending}
          className={`min-h-11 rounded-xl px-4 text-sm font-semibold text-white disabled:opacity-60 ${danger ? 'bg-red-700' : 'bg-teal-700'}`}
        >
          {submitLabel}
        </button>
      </div>
    </>
  );
}
