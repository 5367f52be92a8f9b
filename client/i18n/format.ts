/**
 * Numbers, plurals, ordinals, lists and dates in the language shown now, through `Intl`
 * (no hand-made "1st" or "Ann, Ben and Cy"). The catalogues' message functions call
 * these; components call them for a bare number in a table cell. Formatters are made
 * once per language and kept.
 */
/** How to read the `Intl` tag of the language shown now; locale.ts sets it (this module imports nothing, so a catalogue's chunk needs nothing else). */
let intlTag = (): string => "en-GB";
export function readTagWith(read: () => string): void {
  intlTag = read;
}

const cache = new Map<string, unknown>();
function cached<T>(key: string, make: (tag: string) => T): T {
  const tag = intlTag();
  const k = `${key}|${tag}`;
  let f = cache.get(k) as T | undefined;
  if (f === undefined) cache.set(k, (f = make(tag)));
  return f;
}

/** "1,204" (en), "1.204" (de), "1 204" (fr). */
export function num(n: number): string {
  return cached("num", (tag) => new Intl.NumberFormat(tag)).format(n);
}

/**
 * The plural form `n` takes: `forms.other` unless the language has a form of its own for
 * it. Intl's categories are the language's own: English and most others have one and
 * other; Russian has one (1, 21), few (2–4, 22–24), many (0, 5–20, 25) and other (1.5).
 */
export function plural(n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  return forms[cached("plural", (tag) => new Intl.PluralRules(tag)).select(n)] ?? forms.other;
}

/** The ordinal category of `n` ("one" for 1st, "two" for 2nd… in English): each catalogue spells its ordinals from it. */
export function ordinalRule(n: number): Intl.LDMLPluralRule {
  return cached("ordinal", (tag) => new Intl.PluralRules(tag, { type: "ordinal" })).select(n);
}

/** A whole percentage: "12%" (en), "12 %" (de, fr). `n` is the percentage itself (12, not 0.12). */
export function percent(n: number): string {
  return cached("percent", (tag) => new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 0 })).format(n / 100);
}

/** "Ann", "Ann and Ben", "Ann, Ben and Cy". */
export function list(items: readonly string[]): string {
  return cached("list", (tag) => new Intl.ListFormat(tag, { type: "conjunction" })).format(items);
}

/**
 * A run of names after a label, "Already here: Ann, Ben, Cy" (Intl's unit list: English
 * puts no "and" in it). A unit list is made for measures, and Russian writes those with
 * bare spaces ("5 м 3 см"): where a language's unit list has no separator, its narrow
 * conjunction list, which puts commas between names ("Аня, Боря, Вика").
 */
export function names(items: readonly string[]): string {
  return cached("names", (tag) => {
    const unit = new Intl.ListFormat(tag, { type: "unit", style: "short" });
    return unit.format(["a", "b"]) === "a b" ? new Intl.ListFormat(tag, { type: "conjunction", style: "narrow" }) : unit;
  }).format(items);
}

/** "1 December 2026" for "2026-12-01" (a UTC calendar date). */
export function dateText(date: string): string {
  return cached("date", (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A moment, with date and time: "1 Dec 2026, 14:05". */
export function momentText(ms: number): string {
  return cached("moment", (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" })).format(new Date(ms));
}

/** How far ahead `at` is from `now`, in the unit that reads best: "in 10 minutes", "tomorrow", "in 3 days". */
export function fromNow(at: number, now: number): string {
  const minutes = Math.max(1, Math.round((at - now) / 60_000));
  const rtf = cached("relative", (tag) => new Intl.RelativeTimeFormat(tag, { numeric: "auto" }));
  if (minutes < 60) return rtf.format(minutes, "minute");
  if (minutes < 36 * 60) return rtf.format(Math.round(minutes / 60), "hour");
  const days = Math.round(minutes / 1440);
  return days < 60 ? rtf.format(days, "day") : rtf.format(Math.round(days / 30), "month");
}

/** "December 2026" for "2026-12" (a UTC calendar month). */
export function monthText(month: string): string {
  return cached("month", (tag) => new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" })).format(new Date(`${month}-15T12:00:00Z`));
}
