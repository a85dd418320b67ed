// A median duration in a unit a person reads at a glance: minutes under an hour, hours under two
// days, days beyond; one decimal. The words come from the messages (AdminInsights.duration.*).

export type Duration = { unit: 'minutes' | 'hours' | 'days'; value: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

export function formatDuration(seconds: number | null): Duration | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  if (seconds < 3600) return { unit: 'minutes', value: Math.round(seconds / 60) };
  if (seconds < 48 * 3600) return { unit: 'hours', value: round1(seconds / 3600) };
  return { unit: 'days', value: round1(seconds / 86_400) };
}
