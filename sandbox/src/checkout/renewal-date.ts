/**
 * The date a term of `months` started at `from` ends, in UTC: the same day of the month, or the
 * month's last day when it is shorter (31 January + 1 month is 28 or 29 February), as billing does.
 */
export function addMonths(from: number, months: number): Date {
  const start = new Date(from);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
  return target;
}
