/** House rules over real sockets: the Worker, a Table Durable Object in workerd, KV dictionaries. */
import { exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PlayedRound } from "../../src/game/match.ts";
import type { ResultsResponse } from "../../src/protocol.ts";
import {
  ORIGIN, Player, createTable, editMatch, randomAddress, endPauseNow, endRoundNow, freeWords, revealNow, solutionOf, startMatch, stubOf,
} from "./client.ts";

/** The match and its played rounds as stored. */
async function stored(id: string) {
  const match = await editMatch(id);
  const played = await runInDurableObject(stubOf(id), (_i, state) => state.storage.kv.get<PlayedRound[]>("played") ?? []);
  return { match, played };
}

describe("house rules", () => {
  it("plays a 6×6 Super Big match: 36 dice, four minutes, four-letter minimum", async () => {
    const id = await createTable({ settings: { board: "6x6", rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const state = ann!.lastState();
    expect(state.board).toHaveLength(36);
    expect(state.endsAt! - state.now).toBeGreaterThan(239_000);
    expect(state.endsAt! - state.now).toBeLessThanOrEqual(240_000);
    expect((await solutionOf(id)).every((s) => s.word.length >= 4)).toBe(true);
    const [w] = await freeWords(id, 1, 5, 5);
    expect(await ann!.word(w!)).toMatchObject({ ok: true, points: 2 });
    await endRoundNow(id);
    const end = await bob!.take("roundEnd");
    expect(end.board).toHaveLength(36);
    expect(end.players.find((p) => p.seat === ann!.seat)).toMatchObject({ score: 2, wordsFound: 1, longest: w });
    const matchEnd = await bob!.take("matchEnd");
    expect(matchEnd.decidedBy).toBe("rounds");
  });

  it("rescores the earlier round when the host turns cancellation off in the review", async () => {
    const id = await createTable({ settings: { rounds: 3 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const [shared, own] = await freeWords(id, 2, 4, 4);
    expect(await ann!.word(shared!)).toMatchObject({ ok: true, points: 1 });
    expect(await bob!.word(shared!)).toMatchObject({ ok: true });
    expect(await ann!.word(own!)).toMatchObject({ ok: true });
    await endRoundNow(id);
    const first = await bob!.take("roundEnd");
    expect(first.standings.map((s) => [s.name, s.total])).toEqual([["Ann", 1], ["Bob", 0]]);

    ann!.send({ type: "settings", settings: { cancellation: false } });
    const notice = await bob!.take("rulesChanged");
    expect(notice).toMatchObject({ name: "Ann", rescored: true, match: null, changes: [{ key: "cancellation", from: true, to: false }] });
    expect(notice.text).toBe("Ann changed the rules: shared words now score for everyone; round 1 rescored — Ann 1 → 2, Bob 0 → 1.");
    expect(notice.totals).toEqual([{ seat: ann!.seat, name: "Ann", from: 1, to: 2 }, { seat: bob!.seat, name: "Bob", from: 0, to: 1 }]);
    expect(notice.standings.map((s) => [s.name, s.total])).toEqual([["Ann", 2], ["Bob", 1]]);
    const again = await bob!.take("roundEnd");
    expect(again.round).toBe(1);
    const paths = (m: typeof first) => m.players.map((p) => p.words.map((w) => [w.word, w.path]));
    expect(paths(again)).toEqual(paths(first));
    // Each kept path still spells its word on the board (a Qu die makes a 4-letter word 3 dice long).
    const spelled = (path: number[]) => path.map((cell) => again.board[cell]!.toLowerCase()).join("");
    for (const w of again.players.flatMap((p) => p.words)) expect(spelled(w.path)).toBe(w.word);
    expect(again.players.find((p) => p.seat === bob!.seat)!.words).toEqual([expect.objectContaining({ word: shared, points: 1, shared: true })]);
    const state = await bob!.take("state", (s) => s.settings.cancellation === false);
    expect(state.phase).toBe("review");
    expect(state.seats.map((s) => s.total)).toEqual([2, 1]);
    expect((await stored(id)).match.seats.map((s) => s.scores)).toEqual([[2], [1]]);
  });

  it("reopens a finished match when the host raises the rounds, and the next round plays", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    await endRoundNow(id);
    await bob!.take("matchEnd");
    const results = () => exports.default.fetch(`${ORIGIN}/api/tables/${id}/results`);
    expect((await results()).status).toBe(200);

    ann!.send({ type: "settings", settings: { rounds: 2 } });
    expect(await bob!.take("rulesChanged")).toMatchObject({ match: "reopened", text: "Ann changed the rules: 2 rounds instead of 1; the match goes on." });
    const review = await bob!.take("roundEnd", (r) => r.nextAt !== null);
    expect(review.round).toBe(1);
    const state = await bob!.take("state", (s) => s.phase === "review");
    expect(state.nextAt).toBe(review.nextAt);
    expect((await results()).status).toBe(404);

    await endPauseNow(id);
    await bob!.take("state", (s) => s.phase === "playing" && s.round === 2);
    await endRoundNow(id);
    expect(await bob!.take("matchEnd")).toMatchObject({ decidedBy: "rounds" });
    const body = (await (await results()).json()) as ResultsResponse;
    expect(body.rounds.map((r) => r.scores.length)).toEqual([2, 2]);
    expect(body.rounds[0]!.metrics.map((m) => m.round)).toEqual([1, 2]);
  });

  it("takes the penalty off for a refused entry, below zero", async () => {
    const id = await createTable({ settings: { rounds: 1, penalty: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    expect(await ann!.word("qzxq")).toMatchObject({ ok: false, reason: "not_on_board", penalty: 2 });
    await endRoundNow(id);
    const end = await bob!.take("roundEnd");
    expect(end.players.find((p) => p.seat === ann!.seat)).toMatchObject({ score: -2, total: -2, penalty: 2, rejected: ["qzxq"] });
    expect((await bob!.take("matchEnd")).standings.map((s) => [s.name, s.total, s.rank])).toEqual([["Bob", 0, 1], ["Ann", -2, 2]]);
  });

  it("plays a tie-break between the tied players only; the onlooker sits out", async () => {
    const id = await createTable({ settings: { rounds: 1, penalty: 1 } });
    const [ann, bob, cy] = await startMatch(id, ["Ann", "Bob", "Cy"]);
    await cy!.word("qzxq");
    await endRoundNow(id);
    expect(await cy!.take("matchEnd")).toMatchObject({ winners: [0, 1] });

    bob!.send({ type: "tieBreak" });
    expect(await bob!.take("error")).toMatchObject({ code: "not_host" });
    ann!.send({ type: "tieBreak" });
    const state = await cy!.take("state", (s) => s.phase === "playing");
    expect(state).toMatchObject({ round: 2, rounds: 1, tieBreak: true });
    await revealNow(id, [ann!, bob!, cy!]);
    expect(state.seats.map((s) => s.sittingOut)).toEqual([false, false, true]);
    const [w] = await freeWords(id, 1, 3, 4);
    expect(await cy!.word(w!)).toMatchObject({ ok: false, reason: "sitting_out" });
    expect(await bob!.word(w!)).toMatchObject({ ok: true });
    ann!.send({ type: "done" });
    bob!.send({ type: "done" });
    const review = await cy!.take("roundEnd", (r) => r.round === 2);
    expect(review).toMatchObject({ tieBreak: true, sittingOut: [2] });
    const end = await cy!.take("matchEnd");
    expect(end).toMatchObject({ winners: [1], decidedBy: "tieBreak", tieBreaks: 1 });
    expect(end.standings.map((s) => [s.name, s.rank])).toEqual([["Bob", 1], ["Ann", 2], ["Cy", 3]]);
    ann!.send({ type: "tieBreak" });
    expect(await ann!.take("error")).toMatchObject({ code: "no_tie" });
  });

  it("accepts proper nouns only at tables that allow them, from the second dictionary in KV", async () => {
    const board = ["p", "a", "r", "i", "t", "e", "n", "s", "o", "l", "d", "m", "a", "y", "e", "s"];
    for (const allowed of [false, true]) {
      const id = await createTable({ settings: { properNouns: allowed } });
      const [ann] = await startMatch(id, ["Ann", "Bob"]);
      await editMatch(id, (m) => { m.board = board; });
      expect(await ann!.word("paris")).toMatchObject(allowed ? { ok: true, points: 2 } : { ok: false, reason: "not_a_word" });
      expect(await ann!.word("pears")).toMatchObject({ ok: true });
    }
  });

  it("refuses bad values for every new key with bad_message and leaves the table as it was", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    await endRoundNow(id);
    await ann!.take("roundEnd");
    const bad: Record<string, unknown[]> = {
      rounds: [0, 21, 2.5, "3", null],
      target: [9, 501, 50.5, "100", true],
      board: ["7x7", "6X6", null],
      timer: ["slow", null],
      roundSeconds: [15, 29, 31, 605, 615, 60.5, "60"],
      minLength: [2, 5, "4", 3.5],
      cancellation: ["no", 0, null],
      scoring: ["super", "Classic", 1],
      properNouns: ["yes", 1, null],
      penalty: [-1, 6, 1.5, "2", null],
    };
    const before = await stored(id);
    // Refused before anyone's role is looked at, so the two players share the frames
    // (each connection has a budget of 30 in a burst).
    let turn = 0;
    for (const [key, values] of Object.entries(bad)) {
      for (const value of values) {
        const p = turn++ % 2 ? bob! : ann!;
        p.send({ type: "settings", settings: { [key]: value } });
        const err = await p.take("error");
        expect(err.code, `${key}: ${JSON.stringify(value)}`).toBe("bad_message");
        expect(err.message).toContain(key);
      }
    }
    expect(await stored(id)).toEqual(before);
    for (const body of Object.entries(bad).map(([key, values]) => ({ settings: { [key]: values[0] } }))) {
      const res = await exports.default.fetch(`${ORIGIN}/api/tables`, { method: "POST", body: JSON.stringify(body) });
      expect(res.status).toBe(400);
    }
    // And good values at the edges are taken.
    ann!.send({ type: "settings", settings: { target: 500, roundSeconds: 600, minLength: 4, scoring: "superbig", penalty: 5, properNouns: true } });
    const state = await ann!.take("state", (s) => s.settings.target === 500);
    expect(state.settings).toMatchObject({ roundSeconds: 600, minLength: 4, scoring: "superbig", penalty: 5, properNouns: true });
  });

  it("refuses the big and super big points tables with a 3-letter minimum, over POST /api/tables and the settings message", async () => {
    // Both tables give 3-letter words no points; 4×4's usual minimum (minLength null) is 3.
    const create = (body: unknown) => exports.default.fetch(`${ORIGIN}/api/tables`, {
      method: "POST", body: JSON.stringify(body), headers: { "CF-Connecting-IP": randomAddress() },
    });
    const conflicting = [
      { scoring: "big" }, { scoring: "superbig" }, { scoring: "big", minLength: 3 },
      { board: "5x5", minLength: 3 }, { board: "6x6", minLength: 3 },
    ];
    for (const settings of conflicting) {
      const res = await create({ settings });
      expect(res.status, JSON.stringify(settings)).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("bad_message");
      expect(error.message).toMatch(/3-letter words no points.*4 letters/);
    }
    for (const settings of [{ scoring: "big", minLength: 4 }, { board: "5x5" }, { board: "5x5", minLength: 3, scoring: "classic" }]) {
      const res = await create({ settings });
      expect(res.status, JSON.stringify(settings)).toBe(201);
    }

    const id = await createTable({ settings: { board: "5x5", scoring: "big" } });
    const ann = await Player.join(id, "Ann");
    const before = await stored(id);
    for (const settings of [{ minLength: 3 }, { board: "4x4" }, { scoring: "superbig", board: "4x4" }, { scoring: null, board: "6x6", minLength: 3 }]) {
      ann.send({ type: "settings", settings });
      const err = await ann.take("error");
      expect(err.code, JSON.stringify(settings)).toBe("bad_message");
      expect(err.message).toMatch(/3-letter words no points/);
    }
    expect(await stored(id)).toEqual(before);
    // Together with a choice that makes sense, the same change is taken.
    ann.send({ type: "settings", settings: { board: "4x4", scoring: "classic" } });
    const state = await ann.take("state", (s) => s.settings.board === "4x4");
    expect(state.settings).toMatchObject({ board: "4x4", scoring: "classic", minLength: null });
  });
});
