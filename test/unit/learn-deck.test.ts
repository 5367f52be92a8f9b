/**
 * Which missed words enter the deck (src/learn/deck-entry.ts), and how the deck's
 * scheduler grades a drill (src/learn/schedule.ts, ts-fsrs): found is a good review that
 * moves the word's due date out, missed is a lapse that brings it back soon.
 */
import { describe, expect, it } from "vitest";
import { DECK_PER_ROUND, wordsToLearn, worthLearning, type MissedWord } from "../../src/learn/deck-entry.ts";
import { gradeOf, isDue, isLearned, newMemory, review } from "../../src/learn/schedule.ts";
import { Rating } from "ts-fsrs";

const w = (word: string, level: number | null, foundBy: string[] = [], rare?: boolean): MissedWord => ({ word, level, foundBy, ...(rare ? { rare } : {}) });

describe("which missed words enter the deck", () => {
  it("takes everyday words of five letters or more", () => {
    expect(worthLearning(w("garden", 10))).toBe("everyday");
    expect(worthLearning(w("plant", 20))).toBe("everyday");
  });
  it("leaves short everyday words: missing 'cat' is speed, not a gap", () => {
    expect(worthLearning(w("cat", 10))).toBeNull();
    expect(worthLearning(w("rate", 10))).toBeNull();
  });
  it("never takes obscure words, even long ones someone else found", () => {
    expect(worthLearning(w("snathes", 70, ["Ann"]))).toBeNull();
    expect(worthLearning(w("zoaeas", null, ["Ann"], true))).toBeNull();
  });
  it("takes long less common words only when another player found them", () => {
    expect(worthLearning(w("lintels", 50))).toBeNull();
    expect(worthLearning(w("lintels", 50, ["Bot Ada"]))).toBe("foundByOthers");
    expect(worthLearning(w("lintel", 50, ["Bot Ada"]))).toBe("foundByOthers");
    expect(worthLearning(w("lint", 50, ["Bot Ada"]))).toBeNull();
  });
  it("counts a word of unknown level that is not marked rare as everyday (a table's review knows only 'rare')", () => {
    expect(worthLearning(w("stone", null))).toBe("everyday");
  });
  it("puts words others found first, then longest, and caps a round", () => {
    const many = Array.from({ length: 20 }, (_, i) => w(`word${"s".repeat(i % 5)}${String.fromCharCode(97 + i)}`, 10));
    const picked = wordsToLearn([...many, w("others", 40, ["Ann"])]);
    expect(picked).toHaveLength(DECK_PER_ROUND);
    expect(picked[0]!.word).toBe("others");
    for (let i = 2; i < picked.length; i++) expect(picked[i - 1]!.word.length).toBeGreaterThanOrEqual(picked[i]!.word.length);
  });
});

describe("grades of a drill", () => {
  const now = Date.UTC(2026, 0, 10);
  it("maps found to Good, found after a reveal to Hard, missed to Again", () => {
    expect(gradeOf("found")).toBe(Rating.Good);
    expect(gradeOf("foundWithHint")).toBe(Rating.Hard);
    expect(gradeOf("missed")).toBe(Rating.Again);
  });
  it("a new card is due at once", () => {
    expect(isDue(newMemory(now), now)).toBe(true);
  });
  it("finding a due word moves its due date later than missing it does", () => {
    const card = newMemory(now);
    const good = review(card, "found", now);
    const again = review(card, "missed", now);
    expect(good.due).toBeGreaterThan(now);
    expect(good.due).toBeGreaterThan(again.due);
    expect(good.reps).toBe(1);
  });
  it("missing a word it knew counts a lapse and brings it back sooner", () => {
    let m = newMemory(now);
    let t = now;
    for (let i = 0; i < 4; i++) {
      m = review(m, "found", t);
      t = m.due;
    }
    const lapsed = review(m, "missed", t);
    const kept = review(m, "found", t);
    expect(lapsed.lapses).toBe(m.lapses + 1);
    expect(lapsed.due - t).toBeLessThan(kept.due - t);
  });
  it("a word found review after review comes to count as learned", () => {
    let m = newMemory(now);
    let t = now;
    let reviews = 0;
    while (!isLearned(m) && reviews < 20) {
      m = review(m, "found", t);
      t = Math.max(t, m.due);
      reviews++;
    }
    expect(isLearned(m)).toBe(true);
    expect(reviews).toBeGreaterThan(1);
  });
});
