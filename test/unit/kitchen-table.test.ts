/**
 * The kitchen table's other pure parts: the sand timer that runs from a stored start
 * time (so a reload or a locked phone loses nothing), reading a typed tray, and the
 * players' typed lists checked against the tray and a dictionary.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pauseTimer, remainingMs, resetTimer, runsOutAt, startTimer, newTimer, timerPhase } from "../../src/game/sheet/timer.ts";
import { parseTray } from "../../src/game/sheet/tray.ts";
import { checkList, reviewLists, setLists } from "../../src/game/sheet/lists.ts";
import { addPlayer, newSheet, standingsOf, type Sheet, type SheetResult } from "../../src/game/sheet/sheet.ts";
import { cellValue } from "../../src/game/sheet/cells.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";

describe("the timer", () => {
  it("counts down from its start time, pauses and resumes where it was, and resets", () => {
    let t = newTimer(180_000);
    expect(remainingMs(t, 5_000)).toBe(180_000);
    expect(timerPhase(t, 5_000)).toBe("ready");
    t = startTimer(t, 10_000);
    expect(timerPhase(t, 70_000)).toBe("running");
    expect(remainingMs(t, 70_000)).toBe(120_000);
    t = pauseTimer(t, 70_000);
    expect(remainingMs(t, 500_000)).toBe(120_000);
    expect(timerPhase(t, 500_000)).toBe("paused");
    t = startTimer(t, 600_000);
    expect(remainingMs(t, 710_000)).toBe(10_000);
    expect(timerPhase(t, 710_000)).toBe("last_ten");
    expect(timerPhase(t, 725_000)).toBe("over");
    expect(remainingMs(t, 725_000)).toBe(0);
    expect(resetTimer(t, 200_000)).toEqual(newTimer(200_000));
  });

  it("runs out at the instant its time left reaches zero, and has no such instant while it stands still", () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 100_000 })), { maxLength: 12 }), (steps) => {
      let t = newTimer(180_000);
      let now = 0;
      for (const [start, dt] of steps) {
        now += dt;
        t = start ? startTimer(t, now) : pauseTimer(t, now);
        const end = runsOutAt(t);
        if (t.runningSince === null) {
          expect(end).toBeNull();
        } else {
          expect(end).not.toBeNull();
          expect(remainingMs(t, end!)).toBe(0);
          if (end! > now) expect(remainingMs(t, end! - 1)).toBe(1);
        }
      }
    }));
  });

  it("starting a running timer or pausing a stopped one changes nothing", () => {
    const running = startTimer(newTimer(60_000), 1_000);
    expect(startTimer(running, 9_000)).toBe(running);
    const idle = newTimer(60_000);
    expect(pauseTimer(idle, 9_000)).toBe(idle);
    // A timer that ran out and was paused stays out: starting it again changes nothing.
    const out = pauseTimer(startTimer(newTimer(60_000), 0), 90_000);
    expect(startTimer(out, 100_000)).toBe(out);
  });

  it("never runs backwards or below zero, however it is started and paused", () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 100_000 })), { maxLength: 12 }), (steps) => {
      let t = newTimer(180_000);
      let now = 0;
      let last = remainingMs(t, now);
      for (const [start, dt] of steps) {
        now += dt;
        t = start ? startTimer(t, now) : pauseTimer(t, now);
        const left = remainingMs(t, now);
        expect(left).toBeLessThanOrEqual(last);
        expect(left).toBeGreaterThanOrEqual(0);
        last = left;
      }
    }));
  });
});

describe("typing the tray", () => {
  it("reads sixteen letters in reading order, Qu as one die", () => {
    const r = parseTray("TEAR SQUOT LINE DOGS", "en");
    expect(r).toEqual({ ok: true, board: { size: 4, cells: ["t", "e", "a", "r", "s", "qu", "o", "t", "l", "i", "n", "e", "d", "o", "g", "s"] } });
    expect(parseTray("tearsqotlinedogs", "en")).toEqual(r);
  });

  it("takes one die a word when separated, so 6×6 faces such as Th and In are read whole", () => {
    const cells = "th a b c d e in f g h i j k l m n o p r s t u v w x y z a b c d e f g h qu".split(" ");
    const r = parseTray(cells.join(" "), "en");
    expect(r.ok && r.board.size).toBe(6);
    expect(r.ok && r.board.cells[0]).toBe("th");
  });

  it("folds a language's letters and refuses what it cannot read, with a code", () => {
    expect(parseTray("ÄÖÜE RSTE LNAE IMNO", "de")).toMatchObject({ ok: true, board: { size: 4 } });
    expect(parseTray("abcd efgh ijkl mno", "en")).toMatchObject({ ok: false, code: "tray_length" });
    expect(parseTray("abcd efgh ijkl mno7", "en")).toMatchObject({ ok: false, code: "tray_letter" });
    expect(parseTray("abcd efgh ijkl mnoж", "en")).toMatchObject({ ok: false, code: "tray_letter" });
    // English folds ñ onto n; Spanish keeps it as a letter of its own.
    expect(parseTray("abcd efgh ijkl mnoñ", "en")).toMatchObject({ ok: true, board: { cells: expect.arrayContaining(["n"]) } });
    expect(parseTray("abcd efgh ijkl mnoñ", "es")).toMatchObject({ ok: true, board: { cells: expect.arrayContaining(["ñ"]) } });
  });
});

describe("typed lists", () => {
  const board = { size: 4 as const, cells: [..."stonarepdlimcbug"] };
  // s t o n / a r e p / d l i m / c b u g
  const lexicon = { has: (w: string) => ["stone", "tone", "ton", "rat", "tar", "sat", "star", "zzz"].includes(w) };
  const ok = (r: SheetResult): Sheet => {
    if (!r.ok) throw new Error(r.code);
    return r.sheet;
  };

  it("checks each word once: a word, not on the tray, not a word, too short, repeated", () => {
    expect(checkList("Stone ton\nxyz, stone an zzz", board, lexicon, "en")).toEqual([
      { word: "stone", status: "word" },
      { word: "ton", status: "word" },
      { word: "xyz", status: "not_on_board" },
      { word: "stone", status: "already_found" },
      { word: "an", status: "too_short" },
      { word: "zzz", status: "not_on_board" },
    ]);
    expect(checkList("tones", board, lexicon, "en")).toEqual([{ word: "tones", status: "not_on_board" }]);
    expect(checkList("rote", board, lexicon, "en")).toEqual([{ word: "rote", status: "not_a_word" }]);
  });

  it("three players' lists strike shared words, refuse with the penalty, and total as a hand count does", () => {
    let s = newSheet({ ...DEFAULT_SETTINGS, penalty: 1 }, 0);
    for (const n of ["Anna", "Ben", "Cara"]) s = ok(addPlayer(s, n));
    const [a, b, c] = s.players.map((p) => p.id) as [number, number, number];
    s = ok(setLists(s, 0, board.cells, {
      [a]: checkList("stone tone rote", board, lexicon, "en"), // stone 2, tone struck (Ben), rote refused −1 → 1
      [b]: checkList("tone star rat", board, lexicon, "en"), // tone struck, star 1, rat struck (Cara) → 1
      [c]: checkList("rat sat tar", board, lexicon, "en"), // rat struck, sat 1, tar 1 → 2
    }));
    expect([a, b, c].map((id) => cellValue(s, 0, id))).toEqual([1, 1, 2]);
    const review = reviewLists(s, 0);
    expect(review.get(a)!.map((w) => w.fate)).toEqual(["counted", "struck", "refused"]);
    expect(review.get(b)!.map((w) => [w.word, w.fate])).toEqual([["tone", "struck"], ["star", "counted"], ["rat", "struck"]]);
    expect(standingsOf(s).leaders).toEqual([c]);
  });
});
