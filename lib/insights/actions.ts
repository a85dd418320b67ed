'use server';

import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { getDb } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/routing';
import { ratesSchema, readRatesForm, type RateCurrency, type RateProblem } from './rate-input';
import { saveRates } from './rates';

// The Insights screen's one write: the owner's exchange rates. Built by adminAction with the 'team'
// capability (owner only: sales reads Insights but does not set the rates the figures depend on);
// lib/insights/actions.int.test.ts enumerates the exports for the authorisation matrix.

type Translator = Awaited<ReturnType<typeof getTranslations<'AdminInsights.rates'>>>;
async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'AdminInsights.rates' }) : getTranslations('AdminInsights.rates');
}

export type RatesActionResult = ActionResult<null, RateCurrency>;

const PROBLEMS: readonly RateProblem[] = ['invalid', 'decimals', 'tooLarge'];

/** A refused form: one message per refused field, nothing written. */
function invalid(error: z.ZodError, t: Translator): RatesActionResult {
  const fieldErrors: Partial<Record<RateCurrency, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== 'USD' && field !== 'CNY') continue;
    const key = (PROBLEMS as readonly string[]).includes(issue.message) ? (issue.message as RateProblem) : 'invalid';
    fieldErrors[field] ??= t(`errors.${key}`);
  }
  return failed(t('errors.fix'), { fieldErrors });
}

/** Saves the rates (USD, CNY: IDR per unit, '' for none) with one audit entry of what changed. */
export const saveRatesAction = adminAction({
  guard: 'team',
  translator,
  read: (_state: unknown, form: FormData) => readRatesForm(form),
  schema: ratesSchema,
  invalid,
  async run(input, { t, session }): Promise<RatesActionResult> {
    try {
      const outcome = await saveRates(await getDb(), input, session.email);
      if (outcome === 'unchanged') return succeeded(null, { message: t('unchanged') });
      refresh();
      return succeeded(null, { message: t('saved') });
    } catch (error) {
      console.error('[insights] saving the rates failed', error);
      return failed(t('errors.failed'));
    }
  },
});
