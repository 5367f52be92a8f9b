/**
 * Issue 26, row 4: two players called Sam at one table could not be told apart in the
 * chips, lists or standings. A seat's name is made distinct when the seat is taken.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBot, join, playAgain, type MatchState } from "../../src/game/match.ts";
import { createRankedMatch } from "../../src/game/ranked.ts";
import { distinctName, distinctNames } from "../../src/game/seat-names.ts";
import { NOW, ctx, ok, table } from "./house-rules-helpers.ts";
import { numRuns } from "./fast-check-seed.ts";

const same = (a: string, b: string) => a.normalize("NFKC").toLowerCase() === b.normalize("NFKC").toLowerCase();

describe("seat names", () => {
  it("keeps a name nobody shows, and numbers a second Sam (any case) as Sam 2, a third as Sam 3", () => {
    expect(distinctName("Sam", [])).toBe("Sam");
    expect(distinctName("Sam", ["Ann"])).toBe("Sam");
    expect(distinctName("Sam", ["Sam"])).toBe("Sam 2");
    expect(distinctName("sam", ["Sam"])).toBe("sam 2");
    expect(distinctName("Sam", ["Sam", "Sam 2"])).toBe("Sam 3");
    expect(distinctName("Sam", ["Sam", "Sam 3"])).toBe("Sam 2");
    expect(distinctName("Sam 2", ["Sam", "Sam 2"])).toBe("Sam 2 2");
    // Compatibility forms count as the same letters (a full-width Ｓａｍ reads as Sam).
    expect(distinctName("\uFF33\uFF41\uFF4D", ["Sam"])).toBe("\uFF33\uFF41\uFF4D 2");
    expect(distinctNames(["Sam", "Ann", "Sam", "SAM"])).toEqual(["Sam", "Ann", "Sam 2", "SAM 3"]);
  });

  it("gives every seat a name of its own that starts with the name asked for (property)", () => {
    const name = fc.constantFrom("Sam", "sam", "Sam 2", "Ann", "ANN", "Bo", "Sam 3");
    fc.assert(
      fc.property(fc.array(name, { maxLength: 9 }), (names) => {
        const out = distinctNames(names);
        expect(out).toHaveLength(names.length);
        out.forEach((n, i) => {
          expect(n.startsWith(names[i]!)).toBe(true);
          for (let j = 0; j < i; j++) expect(same(n, out[j]!), `${n} / ${out[j]}`).toBe(false);
          // The first to show a name keeps it as it is.
          if (!names.slice(0, i).some((m) => same(m, names[i]!)) && !out.slice(0, i).some((m) => same(m, names[i]!))) expect(n).toBe(names[i]);
        });
      }),
      { numRuns: numRuns(200) },
    );
  });

  it("tells two Sams apart at a table, a person from a computer player, and a watcher seated at Play again", () => {
    let s = table(["Sam", "Sam", "ada"]);
    expect(s.seats.map((x) => x.name)).toEqual(["Sam", "Sam 2", "ada"]);
    s = ok(addBot(s, 0, "normal")).state;
    expect(s.seats.map((x) => x.name)).toEqual(["Sam", "Sam 2", "ada", "Alan"]);
    const finished: MatchState = { ...s, phase: "finished" };
    const again = ok(playAgain(finished, 0, [{ name: "Sam", token: "watcher-token-abcdefghij" }])).state;
    expect(again.seats.map((x) => x.name)).toEqual(["Sam", "Sam 2", "ada", "Alan", "Sam 3"]);
    // A resumed seat keeps its name, whatever name the device sends.
    const back = ok(join(again, { name: "Sam", token: again.seats[1]!.token! }, "unused-token-abcdefgh", ctx()));
    expect(back.state.seats[1]!.name).toBe("Sam 2");
  });

  it("tells two ranked Sams apart on the table the lobby makes", () => {
    const s = createRankedMatch("R".repeat(22), NOW, [
      { playerId: "a".repeat(22), name: "Sam", token: "token-a-abcdefghijklmnop" },
      { playerId: "b".repeat(22), name: "Sam", token: "token-b-abcdefghijklmnop" },
    ]);
    expect(s.seats.map((x) => x.name)).toEqual(["Sam", "Sam 2"]);
  });
});
