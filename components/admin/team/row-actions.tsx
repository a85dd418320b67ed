'use client';

// A Team row's buttons. Each is named with the row's e-mail after its visible label, so the many
// "Remove" buttons of the list are told apart by a screen reader and by the specs.

const TONES = {
  teal: 'text-teal-800 ring-teal-700',
  amber: 'text-amber-800 ring-amber-400',
  red: 'text-red-700 ring-red-300',
} as const;

export type RowAction = { label: string; tone: keyof typeof TONES; onClick: () => void; disabled?: boolean };

export function RowActions({ email, actions }: { email: string; actions: (RowAction | false)[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions
        .filter((a): a is RowAction => Boolean(a))
        .map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={action.disabled}
            onClick={action.onClick}
            aria-label={`${action.label} ${email}`}
            className={`min-h-11 rounded-xl px-3 text-sm font-semibold ring-1 disabled:opacity-60 ${TONES[action.tone]}`}
          >
            {action.label}
          </button>
        ))}
    </div>
  );
}
