/**
 * House words over real sockets (issue 31): a refused entry that traced is kept as disputed
 * and shown in the review; put to the vote and carried by the people seated, it is scored
 * for everyone who entered it in every round, and the notice carries every total before and
 * after; a ranked table refuses the vote.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { neighbours } from "../../src/game/board.ts";
import { createTable, endPauseNow, endRoundNow, revealNow, solutionOf, startMatch, until } from "./client.ts";
import { newPlayer, seatTogether } from "./ranked-client.ts";

/** A four-cell path on the board whose letters the dictionary refuses (and that is plain a–z). */
async function disputedOn(tableId: string, board: readonly string[], not: readonly string[] = []): Promise<string> {
  const words = new Set((await solutionOf(tableId)).map((w) => w.word));
  const around = neighbours(Math.sqrt(board.length));
  const walk = (path: number[]): string | null => {
    if (path.length === 4) {
      const word = path.map((c) => board[c]!.toLowerCase()).join("");
      return /^[a-z]{4}$/.test(word) && !words.has(word) && !not.includes(word) ? word : null;
    }
    for (const next of around[path.at(-1)!]!) {
      if (path.includes(next)) continue;
      const found = walk([...path, next]);
      if (found) return found;
    }
    return null;
  };
  for (let start = 0; start < board.length; start++) {
    const found = walk([start]);
    if (found) return found;
  }
  throw new Error("no disputed word on this board");
}

describe("house words", () => {
  it("a disputed word carried by both people is scored for everyone who entered it, in every round, with the totals in the notice", async () => {
    const id = await createTable({ settings: { rounds: 3 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const zonk = await disputedOn(id, ann!.lastState().board!);
    expect(await ann!.word(zonk)).toMatchObject({ ok: false, reason: "not_a_word" });
    await endRoundNow(id);
    const first = await bob!.take("roundEnd", (r) => r.round === 1);
    expect(first.players.find((p) => p.seat === ann!.seat)!.disputed).toEqual([zonk]);

    // Round 2 on a new board: Bob enters the same letters if they trace there too; either way the vote covers round 1.
    await endPauseNow(id);
    await revealNow(id, [ann!, bob!]);
    const board2 = ann!.lastState().board!;
    const second = await disputedOn(id, board2, [zonk]);
    expect(await bob!.word(second)).toMatchObject({ ok: false, reason: "not_a_word" });
    await endRoundNow(id);
    await ann!.take("roundEnd", (r) => r.round === 2);

    ann!.send({ type: "houseWord", word: zonk, kind: "accept" });
    const open = await bob!.take("houseVote", (m) => m.vote !== null);
    expect(open.vote).toMatchObject({ word: zonk, kind: "accept", name: "Ann", yes: [ann!.seat], no: [], voters: [ann!.seat, bob!.seat] });
    bob!.send({ type: "ballot", yes: true });
    const notice = await ann!.take("houseWord");
    expect(notice).toMatchObject({ word: zonk, kind: "accept", outcome: "carried", rounds: [1] });
    expect(notice.totals.find((t) => t.seat === ann!.seat)).toMatchObject({ from: 0, to: 1 });
    expect(notice.text).toBe(`Ann's table accepted ${zonk}: round 1 rescored — Ann 0 → 1, Bob 0.`);
    const state = await bob!.take("state", (s) => (s.house?.accepted ?? []).includes(zonk));
    expect(state.seats.find((s) => s.seat === ann!.seat)!.total).toBe(1);
    expect(state.vote).toBeUndefined();
    // Counted for the operators' report (npm run house-words).
    const counted = await until(() => env.DB.prepare("SELECT tables FROM house_words WHERE language = 'en' AND word = ?1 AND kind = 'accept'").bind(zonk).first<{ tables: number }>(), "the house word counted");
    expect(counted.tables).toBe(1);

    // Bob's word of round 2 goes to the vote too; Ann says no: nothing changes.
    bob!.send({ type: "houseWord", word: second, kind: "accept" });
    await ann!.take("houseVote", (m) => m.vote?.word === second);
    ann!.send({ type: "ballot", yes: false });
    expect(await bob!.take("houseWord", (m) => m.word === second)).toMatchObject({ outcome: "failed" });

    // A word nobody disputed cannot be put to the vote.
    ann!.send({ type: "houseWord", word: "zzzzzz", kind: "accept" });
    expect(await ann!.take("error")).toMatchObject({ code: "not_disputed" });
  });

  it("a ranked table refuses a vote on a house word", async () => {
    const ids = await Promise.all(["Ann", "Bob"].map((n) => newPlayer(n)));
    const { players } = await seatTogether(ids);
    players[0]!.send({ type: "houseWord", word: "zonk", kind: "accept" });
    expect(await players[0]!.take("error")).toMatchObject({ code: "ranked_table" });
    for (const p of players) p.ws.close();
  });
});
