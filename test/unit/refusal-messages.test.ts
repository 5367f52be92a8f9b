/**
 * Every refusal carries a message a person can read (the client shows it as is): the
 * joins a table turns away, the host actions, and a ranked table's fixed rules.
 */
import { describe, expect, it } from "vitest";
import {
  addBot, join, removeBot, start, MAX_SEATS, MIN_SEATS, type MatchState, type Outcome,
} from "../../src/game/match.ts";
import { createRankedMatch, leaveBeforeStart, rankedJoinRefusal, rankedRefusal } from "../../src/game/ranked.ts";
import { ctx, ok, started, table } from "./house-rules-helpers.ts";

function says(outcome: Outcome | null, code: string, words: RegExp): void {
  expect(outcome).toMatchObject({ ok: false, code });
  expect(outcome && !outcome.ok && outcome.message).toMatch(words);
}

describe("joining", () => {
  it("with a token nobody holds", () => {
    says(join(table(["Ann"]), { name: "Eve", token: "nobody-abcdefghijklmnop" }, "x".repeat(22), ctx()), "bad_token", /token/);
  });

  it("once the match has started or finished", () => {
    const s = started(["Ann", "Bob"]);
    says(join(s, { name: "Late" }, "x".repeat(22), ctx()), "wrong_phase", /already started/);
    const over: MatchState = { ...s, phase: "finished" };
    says(join(over, { name: "Late" }, "x".repeat(22), ctx()), "table_finished", /finished/);
  });

  it("at a full table", () => {
    let s = table(["Ann"]);
    while (s.seats.length < MAX_SEATS) s = ok(addBot(s, 0, "easy")).state;
    says(join(s, { name: "Late" }, "x".repeat(22), ctx()), "table_full", new RegExp(`at most ${MAX_SEATS}\\b`));
  });
});

describe("host actions", () => {
  it("from someone other than the host", () => {
    says(addBot(table(["Ann", "Bob"]), 1, "easy"), "not_host", /host/);
  });

  it("removing a seat that is not another one", () => {
    says(removeBot(table(["Ann", "Bob"]), 0, 7), "no_such_seat", /Seat 7 /);
    says(removeBot(table(["Ann", "Bob"]), 0, 0), "no_such_seat", /Seat 0 /);
  });

  it("starting alone", () => {
    says(start(table(["Ann"]), 0, ctx()), "not_enough_players", new RegExp(`at least ${MIN_SEATS} players`));
  });
});

describe("a ranked table", () => {
  const seats = ["Ann", "Bob"].map((name, i) => ({ playerId: `player-${i}`, name, token: `token-${i}-abcdefghijklmnop` }));
  const m = createRankedMatch("R".repeat(22), 0, seats);

  it("refuses changes to its rules and seats, and strangers, saying why", () => {
    says(rankedRefusal(m, "settings"), "ranked_table", /ranked/i);
    says(rankedJoinRefusal(m, undefined), "not_invited", /ranked/i);
  });

  it("refuses a second leave from the same seat", () => {
    const left = ok(leaveBeforeStart(m, 1, ctx())).state;
    says(leaveBeforeStart(left, 1, ctx()), "no_such_seat", /seat/);
  });
});
