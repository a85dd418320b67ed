import { getFormatter, getTranslations } from 'next-intl/server';
import type { InquiryDetail } from '@/lib/inquiries/admin-queries';
import type { AppLocale } from '@/lib/i18n/routing';

/** The team's internal notes, oldest first (append-only). Bodies are React text, line breaks kept. */
export async function InquiryNotes({ locale, notes }: { locale: AppLocale; notes: InquiryDetail['notes'] }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'AdminInquiries.detail' }), getFormatter({ locale })]);
  if (notes.length === 0) return <p className="text-sm text-slate-600">{t('noNotes')}</p>;
  return (
    <ol className="space-y-3" data-testid="inquiry-notes">
      {notes.map((note) => (
        <li key={note.id} data-testid="inquiry-note" className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <p className="text-xs text-slate-600">
            {t('noteBy', {
              author: note.author,
              time: format.dateTime(new Date(note.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}
