import type { AppLocale } from '../../i18n/routing';

// Pure: the schedule's date-time in the admin's time zone (the browser's) and back to UTC.
// The zone is always passed in, so the same code runs in a browser and in unit tests.

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallTime(at: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const n = (type: string) => Number(parts[type]);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at `at`, in minutes (Asia/Jakarta: 420). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const ms = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((asUtc(wallTime(new Date(ms), timeZone)) - ms) / 60_000);
}

/** 'Asia/Jakarta (UTC+7)', 'Asia/Kolkata (UTC+5:30)', 'America/New_York (UTC-5)'. */
export function zoneLabel(timeZone: string, at: Date): string {
  const offset = zoneOffsetMinutes(timeZone, at);
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  const hours = `${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${timeZone} (UTC${hours})`;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** A UTC instant as a `datetime-local` value (YYYY-MM-DDTHH:mm:ss) in `timeZone`. */
export function toZonedInputValue(at: Date | string, timeZone: string): string {
  const w = wallTime(new Date(at), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A `datetime-local` value read as wall time in `timeZone` → the UTC instant; null when empty or
 * malformed. A wall time that occurs twice (clocks going back) is its first occurrence; one that a
 * daylight-saving jump skips resolves to an instant next to the gap.
 */
export function fromZonedInputValue(value: string, timeZone: string): Date | null {
  const m = INPUT.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59) return null;
  // Two passes: the offset at the first guess may differ from the one at the answer (DST).
  let guess = wall - zoneOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  guess = wall - zoneOffsetMinutes(timeZone, new Date(guess)) * 60_000;
  return new Date(guess);
}

/** The browser's time zone (the admin's); 'UTC' where Intl cannot say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Intl's name of each app locale (typed over LOCALES: a new locale does not compile until it is named here). */
export const SCHEDULE_INTL_LOCALES: Record<AppLocale, string> = { en: 'en-US', id: 'id-ID', 'zh-CN': 'zh-CN' };
const intlLocale = (locale: string): string =>
  Object.hasOwn(SCHEDULE_INTL_LOCALES, locale) ? SCHEDULE_INTL_LOCALES[locale as AppLocale] : locale;

/**
 * A scheduled time for the admin: date and time in `timeZone` (the admin's browser zone) followed
 * by the zone's name and offset, e.g. 'Nov 23, 2026, 7:00 PM · Asia/Jakarta (UTC+7)'.
 */
export function formatScheduleTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  const text = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  return `${text} · ${zoneLabel(timeZone, date)}`;
}
