/**
 * Issue 27, row 5: cheap identities to the top. An established player who wins ten
 * ranked matches over brand-new identities gains little (a result counts by the
 * opponent's certainty: src/ranked/pairwise.ts) and is not put on the leaderboard by them
 * (it counts only games against established opponents).
 */
import { exports } from "cloudflare:workers";
import { rate } from "openskill";
import { describe, expect, it } from "vitest";
import { NEW_SKILL, RATE_OPTIONS } from "../../src/ranked/ratings.ts";
import type { LeaderboardResponse } from "../../src/protocol.ts";
import { ORIGIN, revealNow } from "./client.ts";
import { newPlayer, playToTheEnd, seatTogether, setSkill, skillOf, wordOf } from "./ranked-client.ts";

describe("ratings earned against players who are real", () => {
  it("ten wins over fresh identities move an established rating little and make no leaderboard entry", async () => {
    const booster = await newPlayer("Boo");
    const start = { mu: 28, sigma: 2 };
    await setSkill(booster.playerId, { ...start, games: 20, wins: 10, lastPlayedAt: Date.now() });
    // What ten such wins would have been worth with every result counted alike (OpenSkill itself).
    let unweighted = { ...start };
    for (let i = 0; i < 10; i++) {
      const fodder = await newPlayer(`Fresh ${i}`);
      const { players, tableId } = await seatTogether([booster, fodder]);
      await revealNow(tableId, players);
      const mine = [await wordOf(tableId, 3, 4)];
      mine.push(await wordOf(tableId, 3, 4, mine));
      for (const w of mine) expect((await players[0]!.word(w)).ok).toBe(true);
      expect((await players[1]!.word(await wordOf(tableId, 3, 4, mine))).ok).toBe(true);
      await playToTheEnd(players);
      const { ratings, unrated } = await players[0]!.take("ratings");
      expect(unrated).toBeUndefined();
      expect(ratings.find((r) => r.playerId === booster.playerId)!.place).toBe(1);
      players.forEach((p) => p.ws.close());
      unweighted = rate([[{ ...unweighted }], [{ ...NEW_SKILL }]], { ...RATE_OPTIONS, rank: [1, 2] })[0]![0]!;
    }
    const now = await skillOf(booster.playerId);
    expect(now).toMatchObject({ games: 30, wins: 20 });
    const gained = now.mu - start.mu;
    expect(gained).toBeGreaterThan(0);
    expect(gained).toBeLessThan((unweighted.mu - start.mu) / 5);
    const board = (await (await exports.default.fetch(`${ORIGIN}/api/leaderboard?limit=100`)).json()) as LeaderboardResponse;
    expect(board.players.map((p) => p.playerId)).not.toContain(booster.playerId);
  });
});
