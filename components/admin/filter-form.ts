// The admin lists' GET filter forms (inquiries, activity) share their field and label look.

export const FILTER_FIELD =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

export const FILTER_LABEL = 'mb-1 block text-sm font-medium text-slate-700';

/** The form's frame; each list adds its own grid columns. */
export const FILTER_FORM = 'grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:items-end';
