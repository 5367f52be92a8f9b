/**
 * The Me page's time axis, in days. uPlot's own time axis picks its unit from the span it
 * is given, so one day of data (one point) read in years; this axis is days only: a range
 * of at least a week around the data, ticks on whole days, labelled day and month. The
 * figures' days are the player's own days written as UTC midnights (src/learn/figures.ts),
 * so labels are read in UTC: a day never shows as the one before. Pure: tested in Node.
 */

/** A day in seconds (uPlot's x values are seconds). */
export const DAY_S = 86_400;
/** The shortest span shown, in days: a few days of data read as days of a week. */
const MIN_SPAN_DAYS = 7;

/** The x range for data from `lo` to `hi` (seconds): at least a week, half a day of margin otherwise. */
export function dayRange(lo: number, hi: number): [number, number] {
  const span = hi - lo;
  if (span < (MIN_SPAN_DAYS - 1) * DAY_S) {
    const pad = ((MIN_SPAN_DAYS - 1) * DAY_S - span) / 2;
    return [lo - pad, hi + pad];
  }
  return [lo - DAY_S / 2, hi + DAY_S / 2];
}

/** Whole days between `min` and `max`, every so many days that there are at most `most`. */
export function dayTicks(min: number, max: number, most: number): number[] {
  const first = Math.ceil(min / DAY_S);
  const last = Math.floor(max / DAY_S);
  const days = last - first + 1;
  if (days <= 0) return [];
  const step = Math.max(1, Math.ceil(days / Math.max(1, most)));
  const out: number[] = [];
  for (let d = first; d <= last; d += step) out.push(d * DAY_S);
  return out;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A day's label: "Dec 2", "2. Dez.", in `locale`. */
export function dayLabel(seconds: number, locale: string): string {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" })));
  return f.format(new Date(seconds * 1000));
}
