'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

export type ShownLink = { link: string; email: string; hours: number; mailFailed?: boolean };

/**
 * A set-password link shown to the owner once (no SMTP set up, or its mail failed): what it is for,
 * why it is here when the mail failed, the link in a read-only field and a Copy button. Its heading
 * takes the focus when it appears, so a screen reader reads it and the Copy button is one Tab on.
 */
export function LinkPanel({ shown }: { shown: ShownLink }) {
  const t = useTranslations('adminTeam');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once per new link (not on every render of the screen around it).
  useEffect(() => heading.current?.focus(), [shown.link]);
  const { email, hours } = shown;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-xl bg-teal-50 p-4 ring-1 ring-teal-200" data-testid="team-link">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {t('add.linkTitle', { email })}
      </h3>
      {shown.mailFailed ? (
        <p className="mt-1 text-sm font-medium text-amber-900" data-testid="team-link-mail-failed">
          {t('add.linkMailFailed', { email })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{t('add.linkBody', { email, hours })}</p>
      <label htmlFor={`${id}-url`} className="mt-3 block text-sm font-semibold text-slate-800">
        {t('add.linkLabel')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={`${id}-url`}
          readOnly
          value={shown.link}
          data-testid="team-link-url"
          className="min-h-11 min-w-0 basis-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-xs text-slate-900 sm:flex-1 sm:basis-0"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton text={shown.link} label={t('add.copy')} copiedLabel={t('add.copied')} failedLabel={t('add.copyFailed')} />
      </div>
    </section>
  );
}
