'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatScheduleTime, fromZonedInputValue, toZonedInputValue, zoneLabel } from '@/lib/blog/admin/schedule-time';
import { useBrowserZone } from '../use-browser-zone';
import { FieldLabel } from '@/components/ui/field';
import { controlClass } from './panels/fields';

type Props = {
  /** The form is open (the header's Schedule button). */
  open: boolean;
  /** The post's current schedule (UTC ISO) when it waits for its time, else null. */
  scheduledFor: string | null;
  error?: string;
  canSave: boolean;
  /** The chosen time as UTC ISO ('' when none or unreadable: the shared schema then says so). */
  onSchedule: (scheduledAt: string) => void;
  onClose: () => void;
  onEdit: () => void;
};

const button = 'inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The post's schedule, entered and shown in the admin's time zone (named with its
 * offset), sent to the server as UTC. Unschedule = Save as Draft, publish now = Publish.
 */
export function SchedulePanel({ open, scheduledFor, error, canSave, onSchedule, onClose, onEdit }: Props) {
  const t = useTranslations('editor.schedule');
  const locale = useLocale();
  const zone = useBrowserZone();
  // Until the admin types: the current schedule, or a suggestion one hour ahead (once the zone is known).
  const [typed, setTyped] = useState<string | null>(null);
  const [suggested] = useState(() => new Date(Date.now() + 3_600_000).toISOString());
  const value = typed ?? (zone ? toZonedInputValue(scheduledFor ?? suggested, zone) : '');
  const shownZone = zone ?? 'UTC';

  return (
    <section
      id="schedule-panel"
      aria-labelledby="schedule-title"
      data-testid="schedule-panel"
      className="mb-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="schedule-title" className="font-semibold text-slate-900">
        {t('title')}
      </h2>
      {scheduledFor && (
        <p data-testid="schedule-current" className="mt-2 text-sm font-medium text-indigo-800">
          {t('current', { date: formatScheduleTime(scheduledFor, locale, shownZone) })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      {open && (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            const at = zone ? fromZonedInputValue(value, zone) : null;
            onSchedule(at ? at.toISOString() : '');
          }}
        >
          <div>
            <FieldLabel look="editor" htmlFor="schedule-at">
              {t('label')}
            </FieldLabel>
            <input
              id="schedule-at"
              type="datetime-local"
              step={1}
              value={value}
              onChange={(e) => {
                setTyped(e.target.value);
                onEdit();
              }}
              aria-describedby="schedule-zone"
              aria-invalid={error ? true : undefined}
              aria-errormessage={error ? 'schedule-error' : undefined}
              className={controlClass}
            />
          </div>
          <p id="schedule-zone" data-testid="schedule-zone" className="pb-2 text-sm text-slate-700">
            {t('zone', { zone: zoneLabel(shownZone, new Date()) })}
          </p>
          <div className="flex gap-2">
            <button type="submit" disabled={!canSave || !zone} className={`${button} bg-indigo-700 text-white hover:bg-indigo-600`}>
              {t('confirm')}
            </button>
            <button
              type="button"
              onClick={onClose}
              className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p id="schedule-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
