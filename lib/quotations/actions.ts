'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { adminAction } from '@/lib/actions/define-action';
import { succeeded } from '@/lib/actions/result';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { requestLocale } from '@/lib/i18n/request-locale';
import { localizedPath } from '@/lib/i18n/routing';
import {
  formFields,
  idSchema,
  inquiryIdSchema,
  invalidQuotationInput,
  quotationTranslator,
  refusedWrite,
  saveSchema,
  seenSchema,
  senderProfileSchema,
  type QuotationActionResult,
  type SentData,
} from './action-support';
import { toDraft } from './contract';
import { buyerLink, buyerWhatsAppHref, mailBuyerLink } from './mail';
import { pdfAttachment } from './pdf';
import { loadQuotationVersion } from './reads';
import { saveSenderProfile, senderOf } from '@/lib/team/profile';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation, withdrawQuotation } from './writes';

// The quotation editor's server actions, all behind the `sales` capability (the owner has it too).
// The pages bind the locale; the forms call them as `action(prevState, formData)`.

/** From the inquiry detail: a new quotation prefilled from the inquiry, then its editor. */
export const createQuotationAction = adminAction({
  guard: 'sales',
  translator: quotationTranslator,
  read: (_prev: QuotationActionResult | null, form: FormData) => formFields(form, ['inquiryId']),
  schema: inquiryIdSchema,
  invalid: invalidQuotationInput,
  async run({ inquiryId }, { t, locale }): Promise<QuotationActionResult> {
    const outcome = await createQuotationFromInquiry(await getDb(), inquiryId);
    if (!outcome.ok) return refusedWrite(outcome, t);
    redirect(localizedPath(await requestLocale(locale), `/admin-panel/quotations/${outcome.value.id}`));
  },
});

/** Saves the draft (a sent newest version stays frozen: the save starts the next version). */
export const saveQuotationDraftAction = adminAction({
  guard: 'sales',
  translator: quotationTranslator,
  read: (_prev: QuotationActionResult | null, form: FormData) => formFields(form, ['id', 'version', 'revision', 'draft']),
  schema: saveSchema,
  invalid: invalidQuotationInput,
  async run({ id, version, revision, draft }, { t }): Promise<QuotationActionResult> {
    const outcome = await saveQuotationDraft(await getDb(), id, { version, revision }, toDraft(draft));
    if (!outcome.ok) return refusedWrite(outcome, t);
    refresh();
    return succeeded(null, { message: t('editor.saved', { n: outcome.value.version }) });
  },
});

/** Sends the newest draft: freezes it, e-mails the buyer's link, hands back the WhatsApp link. */
export const sendQuotationAction = adminAction({
  guard: 'sales',
  translator: quotationTranslator,
  read: (_prev: QuotationActionResult<SentData | null> | null, form: FormData) => formFields(form, ['id', 'version', 'revision']),
  schema: seenSchema,
  invalid: invalidQuotationInput<SentData | null>,
  async run({ id, version, revision }, { t, session }): Promise<QuotationActionResult<SentData | null>> {
    const db = await getDb();
    const sender = await senderOf(db, { userId: session.userId, email: session.email });
    const outcome = await sendQuotation(db, id, { version, revision }, new Date(), sender);
    if (!outcome.ok) return refusedWrite(outcome, t);
    const quotation = (await loadQuotationVersion(db, id, outcome.value.version))!;
    const config = getConfig();
    const link = buyerLink(config.siteUrl, quotation.locale, outcome.value.token);
    // After the commit: a mail server that is down, or a PDF that cannot be made, must not undo the
    // send; the link is shown either way and the buyer's page offers the PDF.
    const wantsMail = config.mail.kind === 'smtp' && !!quotation.buyer.email;
    const pdf = wantsMail ? await pdfAttachment(db, quotation) : null;
    const mail = await mailBuyerLink(quotation, link, config.mail, undefined, pdf);
    const whatsapp = await buyerWhatsAppHref(quotation, link);
    refresh();
    const mailText =
      mail === 'sent'
        ? t('editor.mailSent', { email: quotation.buyer.email })
        : t(mail === 'failed' ? 'editor.mailFailed' : 'editor.noMail');
    const pdfText = wantsMail && mail === 'sent' && !pdf ? ` ${t('editor.pdfNotAttached')}` : '';
    return succeeded(
      { link, whatsapp, mail, email: quotation.buyer.email },
      { message: `${t('editor.sent', { n: outcome.value.version })} ${mailText}${pdfText}` },
    );
  },
});

/** Withdraws the quotation: its links answer 404 from now on. */
export const withdrawQuotationAction = adminAction({
  guard: 'sales',
  translator: quotationTranslator,
  read: (_prev: QuotationActionResult | null, form: FormData) => formFields(form, ['id']),
  schema: idSchema,
  invalid: invalidQuotationInput,
  async run({ id }, { t }): Promise<QuotationActionResult> {
    const outcome = await withdrawQuotation(await getDb(), id);
    if (!outcome.ok) return refusedWrite(outcome, t);
    refresh();
    return succeeded(null, { message: t('editor.withdrawn') });
  },
});

/** The administrator's own name and phone as their quotations give them (Settings). */
export const saveSenderProfileAction = adminAction({
  guard: 'sales',
  translator: quotationTranslator,
  read: (_prev: QuotationActionResult | null, form: FormData) => formFields(form, ['displayName', 'phone']),
  schema: senderProfileSchema,
  invalid: invalidQuotationInput,
  async run(profile, { t, session }): Promise<QuotationActionResult> {
    await saveSenderProfile(await getDb(), { userId: session.userId, email: session.email }, profile);
    refresh();
    return succeeded(null, { message: t('sender.saved') });
  },
});
