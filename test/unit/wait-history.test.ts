/**
 * The ranked queue's usual wait at this hour (src/lobby/wait-history.ts, issue 33 item 6):
 * the median of the last week's waits at about this hour in the player's language, none
 * with too few, and a history that forgets old waits and stays small. Medians are
 * counted here by sorting, never with the code under test.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { HISTORY_MS, HISTORY_SIZE, MIN_SAMPLES, recordWaits, usualWait, type PastWait } from "../../src/lobby/wait-history.ts";

const H = 3_600_000;
const NOW = Date.UTC(2026, 11, 2, 21, 30);

describe("the usual wait at this hour", () => {
  it("is the median of this hour's and the hours beside it, over the last week, in the language", () => {
    const at = (daysAgo: number, hour: number) => Date.UTC(2026, 11, 2 - daysAgo, hour, 10);
    const history: PastWait[] = [
      { at: at(1, 21), waitedMs: 40_000, language: "en" },
      { at: at(2, 20), waitedMs: 90_000, language: "en" },
      { at: at(3, 22), waitedMs: 20_000, language: "en" },
      { at: at(0, 21), waitedMs: 300_000, language: "en" },
      { at: at(1, 12), waitedMs: 5_000, language: "en" }, // another hour
      { at: at(1, 21), waitedMs: 1_000, language: "de" }, // another language
      { at: at(9, 21), waitedMs: 1_000, language: "en" }, // too old
    ];
    expect(usualWait(history, "en", NOW)).toBe((40_000 + 90_000) / 2);
    expect(usualWait(history.slice(0, 3), "en", NOW)).toBe(40_000);
  });

  it("says nothing with too few waits at this hour", () => {
    const history: PastWait[] = Array.from({ length: MIN_SAMPLES - 1 }, (_, i) => ({ at: NOW - i * 60_000, waitedMs: 30_000, language: "en" as const }));
    expect(usualWait(history, "en", NOW)).toBeNull();
    expect(usualWait([], "fr", NOW)).toBeNull();
  });

  it("counts the hours round midnight as beside each other", () => {
    const late = Date.UTC(2026, 11, 2, 0, 20);
    const history: PastWait[] = [23, 23, 1].map((h, i) => ({ at: Date.UTC(2026, 11, 1, h, 5 + i), waitedMs: 60_000 * (i + 1), language: "en" as const }));
    expect(usualWait(history, "en", late)).toBe(120_000);
  });

  it("over random histories: the median of the waits it may use, or null with fewer than enough", () => {
    const wait = fc.record({ at: fc.integer({ min: NOW - 10 * 24 * H, max: NOW }), waitedMs: fc.integer({ min: 0, max: 600_000 }), language: fc.constantFrom("en" as const, "de" as const) });
    fc.assert(
      fc.property(fc.array(wait, { maxLength: 60 }), (history) => {
        const hourOf = (t: number) => Math.floor(t / H) % 24;
        const near = (t: number) => { const d = Math.abs(hourOf(t) - hourOf(NOW)); return Math.min(d, 24 - d) <= 1; };
        const used = history.filter((w) => w.language === "en" && w.at > NOW - HISTORY_MS && near(w.at)).map((w) => w.waitedMs).sort((a, b) => a - b);
        const got = usualWait(history, "en", NOW);
        const n = used.length;
        if (n < MIN_SAMPLES) expect(got).toBeNull();
        else expect(got).toBe(n % 2 ? used[(n - 1) / 2] : Math.round((used[n / 2 - 1]! + used[n / 2]!) / 2));
      }),
      { numRuns: numRuns(300) },
    );
  });
});

describe("the wait history", () => {
  it("forgets waits older than a week and keeps only the newest", () => {
    const old = { at: NOW - HISTORY_MS - 1, waitedMs: 1, language: "en" as const };
    const many: PastWait[] = Array.from({ length: HISTORY_SIZE + 20 }, (_, i) => ({ at: NOW - i * 1000, waitedMs: i, language: "en" as const }));
    const kept = recordWaits([old], many, NOW);
    expect(kept.length).toBe(HISTORY_SIZE);
    expect(kept).not.toContainEqual(old);
    expect(Math.min(...kept.map((w) => w.waitedMs))).toBe(0); // the newest kept
    expect(kept.map((w) => w.at)).toEqual([...kept.map((w) => w.at)].sort((a, b) => a - b));
  });
});
