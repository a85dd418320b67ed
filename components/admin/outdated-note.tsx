// Marks a translated field whose English changed after the translation was saved: the English
// now beside the field (what to translate again) and, when the row kept it, the English then, so
// the translator sees what changed. Pure markup: the caller passes translated labels.

type Props = {
  id: string;
  now: string;
  was: string | null;
  labels: { changed: string; was: string };
};

export function OutdatedNote({ id, now, was, labels }: Props) {
  return (
    <div id={id} data-testid="outdated-field" className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-950 ring-1 ring-amber-300">
      <p>
        <span className="font-semibold">{labels.changed}</span>{' '}
        <span lang="en" className="whitespace-pre-line">
          {now}
        </span>
      </p>
      {was !== null && was !== '' ? (
        <p className="mt-1 text-amber-900">
          <span className="font-semibold">{labels.was}</span>{' '}
          <del lang="en" className="whitespace-pre-line">
            {was}
          </del>
        </p>
      ) : null}
    </div>
  );
}
