/**
 * The kitchen-table score sheet's pure rules (src/game/sheet/): typed totals, running
 * totals, shared places, finishing by shakes or target, reopening, recalculation of
 * computed cells only, and refusals with codes that change nothing. Seed 001's worked
 * example is the fixed point: numbers nobody on the team chose.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addPlayer, changeSheetSettings, clearCell, newSheet, removePlayer, renamePlayer, setCell, standingsOf, runningTotals,
  type Sheet, type SheetResult,
} from "../../src/game/sheet/sheet.ts";
import { applyVariant, variantOf } from "../../src/game/sheet/variants.ts";
import { setLists } from "../../src/game/sheet/lists.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";
import { parseStoredSheet } from "../../src/protocol/sheet.ts";
import { cellValue } from "../../src/game/sheet/cells.ts";

const ok = (r: SheetResult): Sheet => {
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r.sheet;
};

function sheetWith(names: string[], settings = DEFAULT_SETTINGS): Sheet {
  let s = newSheet(settings, 0);
  for (const n of names) s = ok(addPlayer(s, n));
  return s;
}

/** Type each row's totals (one string per player, in order) into the sheet. */
function typeRows(sheet: Sheet, rows: (string | number)[][]): Sheet {
  let s = sheet;
  const start = s.shakes.length;
  rows.forEach((row, i) => row.forEach((v, p) => (s = ok(setCell(s, start + i, s.players[p]!.id, String(v))))));
  return s;
}

const WORKED = [[7, 4, 6], [5, 9, 3], [6, 5, 8]];

describe("seed 001's worked example", () => {
  const sheet = typeRows(sheetWith(["Anna", "Ben", "Cara"]), WORKED);

  it("gives running totals 7/4/6, 12/13/9, 18/18/17", () => {
    expect(runningTotals(sheet)).toEqual([[7, 4, 6], [12, 13, 9], [18, 18, 17]]);
  });

  it("ranks Anna and Ben 1st, Cara 3rd, with two winners, and is finished", () => {
    const st = standingsOf(sheet);
    expect(st.standings.map((s) => [s.name, s.total, s.rank])).toEqual([["Anna", 18, 1], ["Ben", 18, 1], ["Cara", 17, 3]]);
    expect(st.finished).toBe(true);
    expect(st.winners.map((id) => sheet.players.find((p) => p.id === id)!.name)).toEqual(["Anna", "Ben"]);
  });

  it("is no longer finished with four shakes, and a fourth row settles it", () => {
    const change = changeSheetSettings(sheet, { rounds: 4 });
    if (!change.ok) throw new Error(change.code);
    expect(change.match).toBe("reopened");
    const four = change.sheet;
    expect(standingsOf(four).finished).toBe(false);
    expect(standingsOf(four).winners).toEqual([]);
    const settled = typeRows(four, [[3, 1, 2]]);
    const st = standingsOf(settled);
    expect(st.finished).toBe(true);
    expect(st.standings.map((s) => [s.name, s.total, s.rank])).toEqual([["Anna", 21, 1], ["Ben", 19, 2], ["Cara", 19, 2]]);
    expect(st.winners).toEqual([settled.players[0]!.id]);
  });

  it("is not finished before the third row is complete", () => {
    const partial = typeRows(sheetWith(["Anna", "Ben", "Cara"]), [...WORKED.slice(0, 2), [6, 5]]);
    expect(standingsOf(partial).finished).toBe(false);
  });

  it("lowering the shakes below those played is refused and changes nothing", () => {
    const r = changeSheetSettings(sheet, { rounds: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe("below_played");
  });
});

describe("a target score instead of a number of shakes", () => {
  it("finishes the first shake someone reaches the target, and reopens when it is raised", () => {
    const s = ok(changeSheetSettings(sheetWith(["Anna", "Ben"]), { target: 20 }));
    const two = typeRows(s, [[10, 9], [9, 10]]);
    expect(standingsOf(two).finished).toBe(false);
    const three = typeRows(two, [[1, 2]]);
    const st = standingsOf(three);
    expect(st.finished).toBe(true);
    expect(st.winners).toEqual([three.players[1]!.id]);
    const raised = changeSheetSettings(three, { target: 50 });
    if (!raised.ok) throw new Error(raised.code);
    expect(raised.match).toBe("reopened");
    expect(standingsOf(raised.sheet).finished).toBe(false);
  });

  it("a finished sheet refuses a new row but lets a played row be corrected", () => {
    const done = typeRows(sheetWith(["Anna", "Ben"]), [[1, 2], [3, 4], [5, 6]]);
    const r = setCell(done, 3, done.players[0]!.id, "4");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe("finished");
    const fixed = ok(setCell(done, 1, done.players[0]!.id, "13"));
    expect(runningTotals(fixed).at(-1)).toEqual([19, 12]);
  });
});

describe("what a cell accepts", () => {
  const s = sheetWith(["Anna", "Ben"]);
  const anna = s.players[0]!.id;

  for (const [input, code] of [["", "empty"], ["seven", "not_a_number"], ["7.5", "not_a_number"], ["1e3", "not_a_number"], ["-2", "negative"], ["100000", "too_large"]] as const) {
    it(`refuses "${input}" with ${code} and changes nothing`, () => {
      const before = JSON.stringify(s);
      const r = setCell(s, 0, anna, input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.code).toBe(code);
      expect(JSON.stringify(s)).toBe(before);
    });
  }

  it("takes a negative number only when a penalty is set (and the minus sign as typed on a phone)", () => {
    const pen = ok(changeSheetSettings(s, { penalty: 2 }));
    expect(cellValue(ok(setCell(pen, 0, anna, "−3")), 0, anna)).toBe(-3);
    expect(cellValue(ok(setCell(pen, 0, anna, " 12 ")), 0, anna)).toBe(12);
  });

  it("refuses a row beyond the next one, an unknown player, and a new row before the last is complete", () => {
    expect(setCell(s, 1, anna, "3")).toMatchObject({ ok: false, code: "no_such_shake" });
    expect(setCell(s, 0, 999, "3")).toMatchObject({ ok: false, code: "no_such_player" });
    const half = ok(setCell(s, 0, anna, "3"));
    expect(setCell(half, 1, anna, "3")).toMatchObject({ ok: false, code: "no_such_shake" });
  });

  it("clears a cell of the last row only", () => {
    const two = typeRows(s, [[1, 2], [3, 4]]);
    expect(clearCell(two, 0, anna)).toMatchObject({ ok: false, code: "not_last_shake" });
    const cleared = ok(clearCell(two, 1, anna));
    expect(cellValue(cleared, 1, anna)).toBeNull();
  });
});

describe("players", () => {
  it("takes 2 to 8 distinct names and refuses the rest with a code", () => {
    let s = sheetWith(["A", "B", "C", "D", "E", "F", "G", "H"]);
    expect(addPlayer(s, "I")).toMatchObject({ ok: false, code: "too_many" });
    expect(addPlayer(sheetWith(["Anna"]), " anna ")).toMatchObject({ ok: false, code: "name_taken" });
    s = sheetWith(["Anna", "Ben"]);
    expect(addPlayer(s, "  ")).toMatchObject({ ok: false, code: "name_empty" });
    expect(addPlayer(s, "x".repeat(25))).toMatchObject({ ok: false, code: "name_too_long" });
    expect(removePlayer(s, s.players[0]!.id)).toMatchObject({ ok: false, code: "too_few" });
  });

  it("are added, renamed and removed between shakes, not in the middle of one", () => {
    const s = sheetWith(["Anna", "Ben", "Cara"]);
    const half = ok(setCell(s, 0, s.players[0]!.id, "3"));
    expect(addPlayer(half, "Dan")).toMatchObject({ ok: false, code: "mid_shake" });
    expect(removePlayer(half, s.players[2]!.id)).toMatchObject({ ok: false, code: "mid_shake" });
    const renamed = ok(renamePlayer(half, s.players[0]!.id, "Annie"));
    expect(renamed.players[0]!.name).toBe("Annie");
    const row = typeRows(s, [[1, 2, 3]]);
    const dan = ok(addPlayer(row, "Dan"));
    // A player who joins after shake 1 has no cell to fill there and starts from 0.
    const next = typeRows(dan, [[1, 1, 1, 5]]);
    expect(runningTotals(next)).toEqual([[1, 2, 3, 0], [2, 3, 4, 5]]);
    const without = ok(removePlayer(next, next.players[2]!.id));
    expect(without.players.map((p) => p.name)).toEqual(["Anna", "Ben", "Dan"]);
    expect(runningTotals(without).at(-1)).toEqual([2, 3, 5]);
  });
});

describe("settings and variants", () => {
  it("refuses a setting out of its range with a code and changes nothing", () => {
    const s = sheetWith(["Anna", "Ben"]);
    for (const patch of [{ rounds: 21 }, { rounds: 0 }, { roundSeconds: 40 }, { roundSeconds: 615 }, { penalty: 6 }, { minLength: 5 }]) {
      const r = changeSheetSettings(s, patch as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.code).toBe("bad_setting");
    }
  });

  it("Big presets 5×5 and 4 letters, Super Big 6×6, 4:00, 4 letters and super big points, Solitaire no cancellation", () => {
    const s = sheetWith(["Anna", "Ben"]);
    const big = ok(applyVariant(s, "big"));
    expect(variantOf(big.settings)).toMatchObject({ board: "big", solitaire: false });
    const superBig = ok(applyVariant(s, "superbig"));
    expect(variantOf(superBig.settings)).toMatchObject({ board: "superbig" });
    const solo = ok(applyVariant(s, "solitaire"));
    expect(solo.settings.cancellation).toBe(false);
    expect(variantOf(solo.settings)).toMatchObject({ board: "classic", solitaire: true });
  });
});

describe("typed and computed cells", () => {
  const base = sheetWith(["Anna", "Ben", "Cara"]);
  const [anna, ben, cara] = base.players.map((p) => p.id) as [number, number, number];
  const w = (word: string) => ({ word, status: "word" as const });
  // Shake 1 from lists: "stone" and "notes" both found by Anna and Ben. Cara's total was typed.
  const listed = ok(setLists(ok(setCell(base, 0, cara, "4")), 0, null, {
    [anna]: [w("stone"), w("tones"), { word: "xqzt", status: "not_a_word" }],
    [ben]: [w("stone"), w("onset"), w("ten")],
  }));

  it("scores computed cells with cancellation and keeps the typed one", () => {
    expect([cellValue(listed, 0, anna), cellValue(listed, 0, ben), cellValue(listed, 0, cara)]).toEqual([2, 3, 4]);
  });

  it("a points or cancellation change rescores only the computed cells", () => {
    const change = changeSheetSettings(listed, { cancellation: false, penalty: 1 });
    if (!change.ok) throw new Error(change.code);
    const s = change.sheet;
    expect([cellValue(s, 0, anna), cellValue(s, 0, ben), cellValue(s, 0, cara)]).toEqual([3, 5, 4]);
    expect(change.totals).toEqual([{ id: anna, name: "Anna", from: 2, to: 3 }, { id: ben, name: "Ben", from: 3, to: 5 }, { id: cara, name: "Cara", from: 4, to: 4 }]);
    const longer = ok(changeSheetSettings(s, { minLength: 4 }));
    // "ten" no longer counts once the shortest word is four letters.
    expect(cellValue(longer, 0, ben)).toBe(4);
  });

  it("typing a total over a computed cell makes it typed", () => {
    const typed = ok(setCell(listed, 0, anna, "9"));
    expect(typed.shakes[0]!.cells[anna]).toEqual({ kind: "typed", points: 9 });
    expect(cellValue(ok(changeSheetSettings(typed, { cancellation: false })), 0, anna)).toBe(9);
  });
});

describe("properties", () => {
  const rowsArb = fc.integer({ min: 2, max: 6 }).chain((players) =>
    fc.record({ players: fc.constant(players), rows: fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { minLength: players, maxLength: players }), { minLength: 1, maxLength: 8 }) }));

  it("totals are the column sums, ranks are competition ranks, winners hold the top total", () => {
    fc.assert(fc.property(rowsArb, ({ players, rows }) => {
      const s = typeRows(ok(changeSheetSettings(sheetWith(Array.from({ length: players }, (_, i) => `P${i}`)), { rounds: 20 })), rows);
      const sums = Array.from({ length: players }, (_, p) => rows.reduce((a, r) => a + r[p]!, 0));
      expect(runningTotals(s).at(-1)).toEqual(sums);
      const st = standingsOf(s);
      for (const x of st.standings) expect(x.rank).toBe(1 + sums.filter((t) => t > x.total).length);
      expect(st.finished).toBe(false);
      expect(st.leaders.length).toBe(sums.filter((t) => t === Math.max(...sums)).length);
    }));
  });

  it("a sheet is finished exactly when its complete shakes reach the count, whatever the count is set to", () => {
    fc.assert(fc.property(rowsArb, fc.integer({ min: 1, max: 20 }), ({ players, rows }, count) => {
      const s = typeRows(ok(changeSheetSettings(sheetWith(Array.from({ length: players }, (_, i) => `P${i}`)), { rounds: 20 })), rows);
      const r = changeSheetSettings(s, { rounds: count });
      if (count < rows.length) {
        expect(r).toMatchObject({ ok: false, code: "below_played" });
        return;
      }
      if (!r.ok) throw new Error(r.code);
      expect(standingsOf(r.sheet).finished).toBe(rows.length >= count);
      expect(r.match).toBe(rows.length >= count ? "finished" : null);
    }));
  });

  it("refused input never changes the sheet", () => {
    fc.assert(fc.property(fc.string(), (input) => {
      const s = sheetWith(["Anna", "Ben"]);
      const before = JSON.stringify(s);
      const r = setCell(s, 0, s.players[0]!.id, input);
      expect(JSON.stringify(s)).toBe(before);
      if (r.ok) expect(Number.isInteger(cellValue(r.sheet, 0, s.players[0]!.id))).toBe(true);
      else expect(["empty", "not_a_number", "negative", "too_large"]).toContain(r.code);
    }));
  });
});

describe("a sheet as the device stores it", () => {
  it("reads back what was stored, and refuses damaged storage with a reason", () => {
    const s = typeRows(ok(changeSheetSettings(sheetWith(["Anna", "Ben"]), { penalty: 2, target: 50 })), [[7, -2]]);
    expect(parseStoredSheet(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, sheet: s });
    for (const bad of [null, { ...s, version: 2 }, { ...s, players: "Anna" }, { ...s, settings: { ...s.settings, penalty: 9 } }, { ...s, shakes: [{ cells: { 0: { kind: "typed", points: 1.5 } } }] }]) {
      expect(parseStoredSheet(JSON.parse(JSON.stringify(bad)))).toMatchObject({ ok: false });
    }
  });
});
