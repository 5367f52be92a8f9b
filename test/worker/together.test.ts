/**
 * Together tables over real sockets (issue 31): a word one teammate finds is told to every
 * seated player at once, is in every seat's list, and is refused to the others as found
 * (with who found it); the team's stars follow the board's points; computer players play
 * as teammates (their finds are credited to them and skipped once the team has them); a
 * ranked table can never play together.
 */
import { describe, expect, it } from "vitest";
import { starPointsOf, starsFor } from "../../src/game/together.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import { Player, createTable, editMatch, endPauseNow, endRoundNow, freeWords, revealNow, solutionOf, startMatch, stubOf } from "./client.ts";
import { newPlayer, seatTogether } from "./ranked-client.ts";
import { runDurableObjectAlarm } from "cloudflare:test";

/** The board's points: every distinct word of its solution under the classic table (4×4's usual). */
async function boardPoints(tableId: string): Promise<number> {
  return [...new Set((await solutionOf(tableId)).map((w) => w.word))].reduce((n, w) => n + scoreWord(w, "classic"), 0);
}

describe("a together table", () => {
  it("a word one player finds is in every seated player's list at once and refused to the others as found by them", async () => {
    const id = await createTable({ settings: { play: "together", rounds: 1 } });
    const [ann, bob, cy] = await startMatch(id, ["Ann", "Bob", "Cy"]);
    const [word] = await freeWords(id, 1, 4, 6);
    expect(await ann!.word(word!)).toMatchObject({ ok: true });
    for (const p of [ann!, bob!, cy!]) {
      expect(await p.take("teamWord", (m) => m.word === word)).toMatchObject({ word, seat: ann!.seat, name: "Ann", points: scoreWord(word!, "classic") });
    }
    for (const p of [bob!, cy!]) {
      expect(await p.word(word!)).toEqual({ type: "verdict", word, ok: false, reason: "already_found", by: { seat: ann!.seat, name: "Ann" } });
    }
    // A seat that comes back reads the team's list in its state, credited to Ann.
    bob!.close();
    const back = await Player.join(id, "Bob", bob!.token);
    expect(back.lastState().team).toEqual([expect.objectContaining({ word, seat: ann!.seat })]);
    expect(back.lastState().goal).toMatchObject({ points: scoreWord(word!, "classic"), boardPoints: await boardPoints(id) });
    // Nothing was scored twice or cancelled: the review credits the word to Ann alone.
    await endRoundNow(id);
    const review = await cy!.take("roundEnd");
    expect(review.players.find((p) => p.seat === ann!.seat)!.words.map((w) => [w.word, w.points])).toEqual([[word, scoreWord(word!, "classic")]]);
    expect(review.players.filter((p) => p.seat !== ann!.seat).every((p) => p.words.length === 0)).toBe(true);
    for (const p of [ann!, back, cy!]) p.close();
  });

  it("the team's stars follow the board's points, per round and over the match", async () => {
    const id = await createTable({ settings: { play: "together", rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    // Round 1: one short word, short of the first star.
    const [small] = await freeWords(id, 1, 3, 3);
    await ann!.word(small!);
    const board1 = await boardPoints(id);
    await endRoundNow(id);
    const r1 = await bob!.take("roundEnd", (r) => r.round === 1);
    expect(r1.team).toEqual({ round: 1, points: 1, boardPoints: board1, starPoints: starPointsOf(4, board1), stars: starsFor(4, 1, board1) });
    expect(r1.team!.stars).toBe(0);

    // Round 2: the two of them enter the board's longest words until the second star is theirs.
    await endPauseNow(id);
    await revealNow(id, [ann!, bob!]);
    const board2 = await boardPoints(id);
    const need = starPointsOf(4, board2)[1];
    const longest = [...new Set((await solutionOf(id)).map((w) => w.word))].sort((a, b) => b.length - a.length);
    let points = 0;
    for (const [i, w] of longest.entries()) {
      if (points >= need) break;
      expect(await (i % 2 ? bob! : ann!).word(w)).toMatchObject({ ok: true });
      points += scoreWord(w, "classic");
    }
    await endRoundNow(id);
    const r2 = await ann!.take("roundEnd", (r) => r.round === 2);
    expect(r2.team).toMatchObject({ round: 2, points, boardPoints: board2, stars: starsFor(4, points, board2) });
    expect(r2.team!.stars).toBeGreaterThanOrEqual(2);
    // The team's points are what each brought, and their sum is the stars' measure.
    expect(r2.players.reduce((n, p) => n + p.score, 0)).toBe(points);
    const end = await bob!.take("matchEnd");
    expect(end.team).toEqual({ rounds: [r1.team, r2.team], stars: r2.team!.stars, best: 1 });
    ann!.close();
    bob!.close();
  });

  it("computer players are teammates: a bot's find is credited to it and told to all, and it skips what the team has", async () => {
    const id = await createTable({ settings: { play: "together", rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"], {}, ["hard"]);
    const match = await editMatch(id);
    const bot = match.seats.find((s) => s.bot)!;
    expect(bot.plan.length).toBeGreaterThan(2);
    const [taken, ...rest] = bot.plan.map((p) => p.word);
    // Ann finds the bot's first planned word before it does.
    expect(await ann!.word(taken!)).toMatchObject({ ok: true });
    // Everything the bot planned comes due now.
    await editMatch(id, (m) => { for (const p of m.seats.find((s) => s.bot)!.plan) p.at = Date.now() - 1; });
    await runDurableObjectAlarm(stubOf(id));
    const found = await bob!.take("teamWord", (m) => m.seat === bot.seat);
    expect(rest).toContain(found.word);
    expect(found.name).toBe(bot.name);
    const after = await editMatch(id);
    const botWords = after.seats.find((s) => s.bot)!.words.map((w) => w.word);
    expect(botWords).not.toContain(taken);
    expect(botWords.length).toBeGreaterThan(0);
    expect(await bob!.word(found.word)).toMatchObject({ ok: false, reason: "already_found", by: { seat: bot.seat, name: bot.name } });
    await endRoundNow(id);
    const review = await ann!.take("roundEnd");
    expect(review.players.find((p) => p.seat === bot.seat)!.words.map((w) => w.word).sort()).toEqual([...botWords].sort());
    ann!.close();
    bob!.close();
  });

  it("the way of playing is chosen in the lobby: a host cannot switch mid-match", async () => {
    const id = await createTable({ settings: { play: "together", rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    await endRoundNow(id);
    await ann!.take("roundEnd");
    ann!.send({ type: "settings", settings: { play: "versus" } });
    expect(await ann!.take("error")).toMatchObject({ code: "wrong_phase" });
    ann!.close();
    bob!.close();
  });
});

describe("ranked", () => {
  it("a ranked table can never play together", async () => {
    const ids = await Promise.all(["Ann", "Bob"].map((n) => newPlayer(n)));
    const { players, tableId } = await seatTogether(ids);
    players[0]!.send({ type: "settings", settings: { play: "together" } });
    expect(await players[0]!.take("error")).toMatchObject({ code: "ranked_table" });
    expect((await editMatch(tableId)).settings.play).toBe("versus");
    expect(players[0]!.lastState().team).toBeUndefined();
    for (const p of players) p.ws.close();
  });
});
