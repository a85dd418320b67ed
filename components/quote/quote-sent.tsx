'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { WeChatCard } from '@/components/site/wechat-card';
import type { SubmittedLine } from '@/lib/inquiries/contract';
import { buildQuoteWhatsAppText, quoteLineText, whatsappChatUrl } from '@/lib/inquiries/whatsapp-message';
import type { QuotePageLabels } from './labels';
import { quoteStore } from './quote-store';

/**
 * The confirmation: reference number, what was asked for, the WhatsApp hand-off with the whole
 * list prefilled in the visitor's language and the WeChat ID and QR code with the reference to
 * send (WeChat first in Chinese: WhatsApp does not work in mainland China). The browser's list is emptied (it has been sent) and
 * focus moves to the heading, so screen readers start here.
 */
export function QuoteSent({
  reference,
  lines,
  labels,
  whatsappNumber,
  wechat,
  catalogueHref,
}: {
  reference: string;
  lines: SubmittedLine[];
  labels: QuotePageLabels['sent'];
  whatsappNumber: string;
  wechat: QuotePageLabels['wechat'];
  catalogueHref: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    quoteStore.clear();
    headingRef.current?.focus();
  }, [reference]);
  const text = buildQuoteWhatsAppText(
    { intro: labels.whatsappIntro, more: labels.whatsappMore, sample: labels.sampleTag },
    reference,
    lines,
  );

  return (
    <section aria-labelledby="quote-sent-title" className="flex flex-col gap-6" data-testid="quote-sent">
      <div className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-8">
        <h2 id="quote-sent-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-emerald-900 focus:outline-none">
          {labels.title}
        </h2>
        <p className="mt-4 text-sm font-medium text-emerald-900">{labels.reference}</p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-wide break-all text-slate-900 sm:text-4xl" data-testid="quote-reference">
          {reference}
        </p>
        <p className="mt-4 text-slate-700">{labels.body}</p>
      </div>
      {lines.length > 0 && (
        <div>
          <h3 className="mb-2 text-lg font-semibold text-slate-900">{labels.summary}</h3>
          <ul className="flex flex-col divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {lines.map((line, i) => (
              <li key={`${i}-${line.path}`} className="px-4 py-3 text-slate-800">
                {line.path.startsWith('/') ? (
                  <Link href={line.path} className="underline-offset-2 hover:underline">
                    {quoteLineText(line, labels.sampleTag)}
                  </Link>
                ) : (
                  quoteLineText(line, labels.sampleTag)
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {wechat.first && weChatBlock(wechat, labels, reference)}
      <div className="flex flex-col gap-2">
        <a
          href={whatsappChatUrl(whatsappNumber, text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="quote-handoff-hint"
          className="inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-lg bg-[#1a7f45] px-6 font-semibold text-white hover:bg-[#146a39]"
        >
          {labels.whatsapp}
          <span className="sr-only">{labels.opensNewTab}</span>
        </a>
        <p id="quote-handoff-hint" className="text-sm text-slate-600">
          {labels.whatsappHint}
        </p>
      </div>
      {!wechat.first && weChatBlock(wechat, labels, reference)}
      <Link href={catalogueHref} className="self-start font-medium text-brand-700 underline underline-offset-2">
        {labels.backToCatalogue}
      </Link>
    </section>
  );
}

function weChatBlock(wechat: QuotePageLabels['wechat'], labels: QuotePageLabels['sent'], reference: string) {
  return (
    <section aria-labelledby="quote-wechat-title" className="flex max-w-md flex-col gap-2" data-testid="quote-wechat">
      <h3 id="quote-wechat-title" className="text-lg font-semibold text-slate-900">
        {labels.wechatTitle}
      </h3>
      <WeChatCard
        wechat={wechat}
        qrSize={128}
        labels={{ idLabel: labels.wechatId, qrAlt: labels.wechatQrAlt, hint: labels.wechatHint.replace('{reference}', reference) }}
      />
    </section>
  );
}
