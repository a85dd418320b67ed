import { getTranslations } from 'next-intl/server';
import { SECOND_STEP_LOCK_AFTER } from '@/lib/auth/two-factor/lock';
import type { ActivityRow } from '@/lib/history/activity-queries';
import type { AppLocale } from '@/lib/i18n/routing';
import { ActivityTime } from './activity-time';

// An entry's compact before/after as "field: before → after" lines. Long lists (many fields or
// long values) fold into a <details>, so a row stays one line high until the admin opens it.

const FOLD_FIELDS = 3;
const FOLD_CHARS = 120;

type Translate = Awaited<ReturnType<typeof getTranslations<'adminActivity'>>>;

async function valueRenderer(locale: AppLocale, targetType: string | null) {
  const t = await getTranslations({ locale, namespace: 'adminActivity' });
  const tBlog = await getTranslations({ locale, namespace: 'adminBlog.status' });
  const tInquiry = await getTranslations({ locale, namespace: 'AdminInquiries.status' });
  return function renderValue(field: string, value: unknown) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      return <em className="text-slate-500">{t('emptyValue')}</em>;
    }
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (field === 'publishedAt' && typeof value === 'string') return <ActivityTime iso={value} locale={locale} />;
    if (field === 'status' && typeof value === 'string') {
      const statuses = targetType === 'inquiry' ? tInquiry : tBlog;
      return statuses.has(value as never) ? statuses(value as never) : value;
    }
    return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  };
}

function fieldLabel(t: Translate, field: string): string {
  const key = `fields.${field}` as const;
  return t.has(key as never) ? t(key as never) : field;
}

export async function ChangeList({ locale, row }: { locale: AppLocale; row: ActivityRow }) {
  const t = await getTranslations({ locale, namespace: 'adminActivity' });
  const render = await valueRenderer(locale, row.targetType);
  const changes = Object.entries(row.changes ?? {});
  const lines = (
    <ul className="space-y-1" data-testid="activity-changes">
      {changes.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium text-slate-800">{fieldLabel(t, field)}:</span> {render(field, before)}{' '}
          <span aria-hidden="true">→</span>
          <span className="sr-only">,</span> {render(field, after)}
        </li>
      ))}
    </ul>
  );
  const long = changes.length > FOLD_FIELDS || JSON.stringify(row.changes ?? {}).length > FOLD_CHARS * 2;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      {changes.length === 0 ? null : long ? (
        <details>
          <summary className="cursor-pointer text-brand-700">{t('showChanges', { n: changes.length })}</summary>
          <div className="mt-1">{lines}</div>
        </details>
      ) : (
        lines
      )}
      <DetailLine t={t} detail={row.detail} />
    </div>
  );
}

function DetailLine({ t, detail }: { t: Translate; detail: Record<string, unknown> | null }) {
  if (!detail) return null;
  const parts: string[] = [];
  if (detail.reason === 'invalid' || detail.reason === 'throttled') parts.push(t(`detail.${detail.reason}`));
  if (typeof detail.created === 'number') {
    parts.push(t('detail.import', { created: detail.created, updated: Number(detail.updated), unchanged: Number(detail.unchanged) }));
  }
  if (typeof detail.noteChars === 'number') parts.push(t('detail.note', { chars: detail.noteChars }));
  if (typeof detail.failures === 'number') parts.push(t('detail.failures', { count: detail.failures, limit: SECOND_STEP_LOCK_AFTER }));
  if (typeof detail.ip === 'string') parts.push(t('detail.ip', { ip: detail.ip }));
  if (typeof detail.archive === 'string') parts.push(t('detail.archive', { name: detail.archive }));
  if (detail.trigger === 'owner' || detail.trigger === 'schedule' || detail.trigger === 'command')
    parts.push(t(`detail.trigger.${detail.trigger}`));
  if (parts.length === 0) return null;
  return <p className="text-xs text-slate-600">{parts.join(' · ')}</p>;
}
