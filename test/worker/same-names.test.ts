/**
 * Issue 26, row 4: two players called Sam at one table are told apart everywhere: the
 * second is Sam 2 in every state, review and standing, and in the ranked lobby's list of
 * who was matched.
 */
import { describe, expect, it } from "vitest";
import { Player, createTable, endRoundNow, startMatch } from "./client.ts";
import { joinRanked, matchedPlayers } from "./ranked-client.ts";

describe("two players with one name", () => {
  it("are Sam and Sam 2 at a casual table, in the state, the review and the standings", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [sam, other] = await startMatch(id, ["Sam", "sam"]);
    expect(sam!.lastState().seats.map((s) => s.name)).toEqual(["Sam", "sam 2"]);
    await endRoundNow(id);
    const review = await other!.take("roundEnd");
    expect(review.players.map((p) => p.name)).toEqual(["Sam", "sam 2"]);
    expect(review.standings.map((s) => s.name).sort()).toEqual(["Sam", "sam 2"]);
    const end = await other!.take("matchEnd");
    expect(end.standings.map((s) => s.name).sort()).toEqual(["Sam", "sam 2"]);
  });

  it("are told apart in the ranked lobby's matched list and at the ranked table", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Sam", "Sam"]);
    const names = matched[0]!.players.map((p) => p.name);
    expect(names.sort()).toEqual(["Sam", "Sam 2"]);
    expect(matched[1]!.players.map((p) => p.name).sort()).toEqual(["Sam", "Sam 2"]);
    lobbies.forEach((l) => l.close());
    const players: Player[] = [];
    for (const [i, m] of matched.entries()) {
      const me = m.players.find((p) => p.playerId === ids[i]!.playerId)!;
      players.push(await joinRanked(tableId, "Sam", m.token));
      expect(me.name).toMatch(/^Sam( 2)?$/);
    }
    const state = await players[0]!.take("state", (s) => s.seats.every((x) => x.connected));
    expect(state.seats.map((s) => s.name).sort()).toEqual(["Sam", "Sam 2"]);
  });
});
