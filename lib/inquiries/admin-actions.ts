'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded } from '@/lib/actions/result';
import { requestLocale } from '@/lib/i18n/request-locale';
import { localizedPath } from '@/lib/i18n/routing';
import {
  formFields,
  idSchema,
  inquiryTranslator,
  invalidInquiryInput,
  noteSchema,
  sampleStepSchema,
  statusSchema,
  type InquiryActionResult,
} from './admin-action-support';
import { addInquiryNote, markInquiryUnread, setInquiryStatus, stepSample } from './admin-writes';

// The admin inbox's server actions. The detail page binds the locale (`action.bind(null, locale)`);
// the forms call them as `action(prevState, formData)`. `refresh()` re-renders the page AND the
// admin layout, so the detail and the sidebar's unread badge show the change at once.

/** New → contacted → quoted → won/lost (any order: the team corrects mistakes). */
export const setInquiryStatusAction = adminAction({
  guard: 'sales',
  translator: inquiryTranslator,
  read: (_prev: InquiryActionResult | null, form: FormData) => formFields(form, ['id', 'status']),
  schema: statusSchema,
  invalid: invalidInquiryInput,
  async run({ id, status }, { t }): Promise<InquiryActionResult> {
    const { found } = await setInquiryStatus(id, status);
    if (!found) return failed(t('errors.notFound'));
    refresh();
    return succeeded(null, { message: t('detail.statusSaved', { status: t(`status.${status}`) }) });
  },
});

/** An internal note, signed with the administrator's e-mail (append-only). */
export const addInquiryNoteAction = adminAction({
  guard: 'sales',
  translator: inquiryTranslator,
  read: (_prev: InquiryActionResult | null, form: FormData) => formFields(form, ['id', 'body']),
  schema: noteSchema,
  invalid: invalidInquiryInput,
  async run({ id, body }, { t, session }): Promise<InquiryActionResult> {
    const { found } = await addInquiryNote(id, session.email, body);
    if (!found) return failed(t('errors.notFound'));
    refresh();
    return succeeded(null, { message: t('detail.noteAdded') });
  },
});

/**
 * Back to unread, then to the inbox: staying on the detail page would mark it read again, since
 * opening it is what marks it read.
 */
export const markInquiryUnreadAction = adminAction({
  guard: 'sales',
  translator: inquiryTranslator,
  read: (_prev: InquiryActionResult | null, form: FormData) => formFields(form, ['id']),
  schema: idSchema,
  invalid: invalidInquiryInput,
  async run({ id }, { t, locale }): Promise<InquiryActionResult> {
    const { found } = await markInquiryUnread(id);
    if (!found) return failed(t('errors.notFound'));
    // Without a revalidation the client keeps the shared admin layout across the redirect, and with
    // it the old unread badge; refresh() makes the redirect re-render the layout too. Only the
    // inbox is rendered (the redirect target), so the detail cannot mark it read again.
    refresh();
    redirect(localizedPath(await requestLocale(locale), '/admin-panel/inquiries'));
  },
});

/** The sample shipment's next step: requested → sent (optional tracking note) → received. */
export const stepSampleAction = adminAction({
  guard: 'sales',
  translator: inquiryTranslator,
  read: (_prev: InquiryActionResult | null, form: FormData) => formFields(form, ['id', 'seen', 'to', 'tracking']),
  schema: sampleStepSchema,
  invalid: invalidInquiryInput,
  async run(step, { t }): Promise<InquiryActionResult> {
    const outcome = await stepSample(step.id, step);
    if (outcome === 'notFound') return failed(t('errors.notFound'));
    if (outcome === 'noSample') return failed(t('errors.noSample'));
    if (outcome === 'stale') return failed(t('errors.sampleStale'));
    if (outcome === 'notAllowed') return failed(t('errors.sampleNotAllowed'));
    refresh();
    return succeeded(null, { message: t('detail.sampleSaved', { status: t(`sampleStatus.${step.to}`) }) });
  },
});
