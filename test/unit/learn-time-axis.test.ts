/**
 * Issue 34: the Me page's time axis. With one day of data uPlot's own time axis spread a
 * single point over years and labelled it so; the axis is now days: a range of at least
 * a week around the data, ticks on whole days only, labelled day and month in the day's
 * own calendar (the figures' days are the player's days written as UTC midnights).
 */
import { expect, test } from "vitest";
import { DAY_S, dayLabel, dayRange, dayTicks } from "../../client/learn/time-axis.ts";

const DEC_2_2026 = Date.UTC(2026, 11, 2) / 1000;

test("one day of data: the axis spans a week around it, ticks fall on whole days, each labelled a day and month", () => {
  const [lo, hi] = dayRange(DEC_2_2026, DEC_2_2026);
  expect(hi - lo).toBeGreaterThanOrEqual(6 * DAY_S);
  expect(hi - lo).toBeLessThanOrEqual(8 * DAY_S);
  expect(lo).toBeLessThan(DEC_2_2026);
  expect(hi).toBeGreaterThan(DEC_2_2026);
  const ticks = dayTicks(lo, hi, 5);
  expect(ticks.length).toBeGreaterThanOrEqual(2);
  expect(ticks.length).toBeLessThanOrEqual(5);
  for (const s of ticks) {
    expect(s % DAY_S).toBe(0);
    expect(s).toBeGreaterThanOrEqual(lo);
    expect(s).toBeLessThanOrEqual(hi);
  }
  const labels = ticks.map((s) => dayLabel(s, "en"));
  for (const l of labels) expect(l).not.toMatch(/^\d{4}$/);
  expect(dayLabel(DEC_2_2026, "en")).toMatch(/^(Dec 2|2 Dec)$/);
  expect(dayLabel(DEC_2_2026, "de")).toMatch(/^2\. Dez/);
});

test("a long history: no more ticks than asked, still whole days, in order", () => {
  const first = DEC_2_2026 - 400 * DAY_S;
  const [lo, hi] = dayRange(first, DEC_2_2026);
  expect(lo).toBeLessThanOrEqual(first);
  expect(hi).toBeGreaterThanOrEqual(DEC_2_2026);
  const ticks = dayTicks(lo, hi, 6);
  expect(ticks.length).toBeLessThanOrEqual(6);
  expect(ticks.length).toBeGreaterThanOrEqual(3);
  expect([...ticks].sort((a, b) => a - b)).toEqual(ticks);
  for (const s of ticks) expect(s % DAY_S).toBe(0);
});
