'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

const button = 'inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

type Props = {
  mode: 'create' | 'edit';
  preview: boolean;
  onTogglePreview: () => void;
  canSave: boolean;
  saving: boolean;
  onSave: (status: 'draft' | 'published') => void;
  scheduleOpen: boolean;
  onToggleSchedule: () => void;
  /** A translation tab is open; its own Save is in the translation view (these save English). */
  translating?: boolean;
};

/** The editor's title bar: back to the list, Preview (a toggle), Save Draft, Schedule (opens its panel) and Publish. */
export function EditorHeader({
  mode,
  preview,
  onTogglePreview,
  canSave,
  saving,
  onSave,
  scheduleOpen,
  onToggleSchedule,
  translating = false,
}: Props) {
  const t = useTranslations('editor');
  return (
    <header className="mb-6 flex flex-wrap items-center gap-3">
      <Link href="/admin-panel/blog" className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
      <h1 className="mr-auto text-2xl font-bold text-slate-900">{mode === 'edit' ? t('editTitle') : t('createTitle')}</h1>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onTogglePreview}
          aria-pressed={preview}
          className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        >
          {t('preview')}
        </button>
        {!translating && (
          <>
            <button
              type="button"
              disabled={!canSave}
              onClick={() => onSave('draft')}
              className={`${button} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
            >
              {saving ? t('saving') : t('saveDraft')}
            </button>
            <button
              type="button"
              onClick={onToggleSchedule}
              aria-expanded={scheduleOpen}
              aria-controls={scheduleOpen ? 'schedule-panel' : undefined}
              className={`${button} border border-indigo-700 bg-white text-indigo-700 hover:bg-indigo-50`}
            >
              {t('schedule.open')}
            </button>
            <button
              type="button"
              disabled={!canSave}
              onClick={() => onSave('published')}
              className={`${button} bg-brand-700 text-white hover:bg-brand-600`}
            >
              {saving ? t('saving') : t('publish')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
