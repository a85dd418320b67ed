// The admin screens show times in the office's zone (Asia/Jakarta, lib/i18n/request.ts), which is
// UTC+7 all year (no daylight saving). A spreadsheet made from the CSV export must show the same
// clock time as the inbox: the export writes ISO 8601 in that zone, with the offset spelled out, so
// "14:30" in the inbox is "…T14:30:00+07:00" in the file and no reader has to guess the zone.

const OFFICE_OFFSET_MINUTES = 7 * 60;
export const OFFICE_OFFSET = '+07:00';

/** `2026-11-01T12:00:00+07:00` for 05:00 UTC: the office's wall-clock time with its offset. */
export function officeIso(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + OFFICE_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, 19)}${OFFICE_OFFSET}`;
}

/** The office's calendar day (YYYY-MM-DD) at `instant`: a quotation valid until that day is still open. */
export function officeDate(instant: Date): string {
  return new Date(instant.getTime() + OFFICE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
