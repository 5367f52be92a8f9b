import { exports } from "cloudflare:workers";
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ResultsResponse, RoundEndMessage } from "../../src/protocol.ts";
import { ORIGIN, Player, createTable, editMatch, endRoundNow, freeWords, revealNow, solutionOf, startMatch, stubOf } from "./client.ts";

describe("whole matches over WebSockets", () => {
  it("plays a two-player match of three rounds to the results route", async () => {
    const id = await createTable();
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const start = ann!.lastState();
    expect(start).toMatchObject({ phase: "playing", round: 1, rounds: 3, you: 0 });
    expect(start.board).toHaveLength(16);
    expect(start.endsAt! - start.now).toBeGreaterThan(179_000);
    expect(start.endsAt! - start.now).toBeLessThanOrEqual(180_000);
    expect(start.boardWords).toBeGreaterThan(0);
    expect(start.seats.map((s) => [s.name, s.host])).toEqual([["Ann", true], ["Bob", false]]);

    const ends: RoundEndMessage[] = [];
    for (let round = 1; round <= 3; round++) {
      const [a1, a2, b1] = await freeWords(id, 3);
      expect((await ann!.word(a1!)).ok).toBe(true);
      expect((await ann!.word(a2!)).ok).toBe(true);
      expect((await bob!.word(b1!)).ok).toBe(true);
      expect((await bob!.word(a1!)).ok).toBe(true); // shared: cancelled for both
      expect(await endRoundNow(id)).toBe(true);
      const end = await bob!.take("roundEnd");
      ends.push(end);
      expect(end.round).toBe(round);
      expect(end.players[0]!.words.find((w) => w.word === a1)).toMatchObject({ shared: true, points: 0 });
      expect(end.players[1]!.words.find((w) => w.word === b1)).toMatchObject({ shared: false });
      expect(end.players[0]!.words.every((w) => w.path.length > 0)).toBe(true);
      expect(end.boardWords).toBe((await ann!.take("state", (s) => s.round === round)).boardWords);
      if (round < 3) {
        expect(end.nextAt! - Date.now()).toBeGreaterThan(20_000);
        ann!.send({ type: "ready" });
        bob!.send({ type: "ready" });
        await ann!.take("state", (s) => s.phase === "playing" && s.round === round + 1);
        await bob!.take("state", (s) => s.phase === "playing" && s.round === round + 1);
        await revealNow(id, [ann!, bob!]);
      } else {
        expect(end.nextAt).toBeNull();
      }
    }
    const matchEnd = await ann!.take("matchEnd");
    expect(matchEnd.standings).toHaveLength(2);
    const res = await exports.default.fetch(`${ORIGIN}/api/tables/${id}/results`);
    expect(res.status).toBe(200);
    const results = (await res.json()) as ResultsResponse;
    expect(results.standings).toEqual(matchEnd.standings);
    expect(results.winners).toEqual(matchEnd.winners);
    // A casual table's results show each round's board and lists, as the reviews did.
    const seen = (r: RoundEndMessage) => ({ round: r.round, board: r.board, boardWords: r.boardWords, unfound: r.unfound, players: r.players.map((p) => ({ ...p, total: 0 })) });
    expect(results.roundLists?.map(seen)).toEqual(ends.map(seen));
  });

  it("cancels a word a computer player found, and shares first place on a tie", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob, cy] = await startMatch(id, ["Ann", "Bob", "Cy"], {}, ["normal"]);
    const [shared, x, y] = await freeWords(id, 3, 3, 4); // all worth one point
    // The computer player (seat 3) will enter `shared` at once; Ann finds it too.
    await editMatch(id, (m) => {
      m.seats[3]!.plan = [{ word: shared!, path: [], at: Date.now() - 1 }];
    });
    await runDurableObjectAlarm(stubOf(id));
    await ann!.take("counts", (c) => c.counts["3"] === 1);
    expect((await ann!.word(shared!)).ok).toBe(true);
    expect((await ann!.word(x!)).ok).toBe(true);
    expect((await bob!.word(y!)).ok).toBe(true);
    expect(await endRoundNow(id)).toBe(true);
    const end = await cy!.take("roundEnd");
    expect(end.players[3]!.words).toEqual([expect.objectContaining({ word: shared, shared: true, points: 0 })]);
    expect(end.players[0]!.words.find((w) => w.word === shared)).toMatchObject({ shared: true, points: 0 });
    const matchEnd = await cy!.take("matchEnd");
    expect(end.players.map((p) => p.score)).toEqual([1, 1, 0, 0]);
    expect(matchEnd.standings.slice(0, 2).map((s) => s.rank)).toEqual([1, 1]);
    expect(matchEnd.winners).toEqual([0, 1]);
    expect(matchEnd.standings.slice(2).map((s) => s.rank)).toEqual([3, 3]);
  });

  it("plays the big board on a relaxed timer: 25 dice, four-letter minimum, six minutes", async () => {
    const id = await createTable({ settings: { board: "5x5", timer: "relaxed", rounds: 1 } });
    const [ann] = await startMatch(id, ["Ann", "Bob"]);
    const state = ann!.lastState();
    expect(state.board).toHaveLength(25);
    expect(state.endsAt! - state.now).toBeGreaterThan(359_000);
    const solution = await solutionOf(id);
    expect(solution.every((s) => s.word.length >= 4)).toBe(true);
    expect(await ann!.word("the")).toMatchObject({ ok: false, reason: "too_short" });
    const [w] = await freeWords(id, 1, 5, 5);
    expect(await ann!.word(w!)).toMatchObject({ ok: true, points: 2 });
    await endRoundNow(id);
    const end = await ann!.take("roundEnd");
    expect(end.unfound.every((u) => u.word.length >= 4)).toBe(true);
  });

  it("starts at once on a play-with-bots table", async () => {
    const id = await createTable({ playWithBots: true, settings: { bots: "easy" } });
    const solo = await Player.join(id, "Solo");
    const state = solo.lastState();
    expect(state.phase).toBe("playing");
    expect(state.seats).toMatchObject([{ name: "Solo", bot: false }, { bot: true, level: "easy" }]);
  });
});
