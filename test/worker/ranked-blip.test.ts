/**
 * Issue 27, row 3: an abort cannot be pinned on the victim of a blip. In a two-player
 * ranked match the victim's connection drops at the start of round 1; the attacker
 * enters one word and presses I'm done. Round 1 does not end while the victim is away
 * within their grace, and whoever dropped and came back is never the one who aborted.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ResultsResponse } from "../../src/protocol.ts";
import { ORIGIN, Player, editMatch, endRoundNow, freeWords, revealNow, until } from "./client.ts";
import { LobbyClient, joinRanked, matchedPlayers, skillOf } from "./ranked-client.ts";

/** A two-player ranked match from the lobby, both seated, the board shown. */
async function seatedPair(names: [string, string]) {
  const { ids, lobbies, matched, tableId } = await matchedPlayers(names);
  lobbies.forEach((l) => l.close());
  const players: Player[] = [];
  for (const [i, m] of matched.entries()) {
    players.push(await joinRanked(tableId, m.players.find((p) => p.playerId === ids[i]!.playerId)!.name, m.token));
  }
  for (const p of players) await p.take("state", (s) => s.phase === "playing");
  return { ids, players, tableId };
}

/** Drop `p`'s only socket and wait until the table shows the seat away. */
async function drop(tableId: string, p: Player): Promise<void> {
  p.ws.close(1000, "network blip");
  await until(async () => (await editMatch(tableId)).seats.find((s) => s.seat === p.seat)!.connected === false, "seat away");
}

/** After round 1's review: rounds 2 and 3 with everyone done at once, to the match's end. */
async function playRoundsTwoAndThree(tableId: string, players: Player[]): Promise<void> {
  for (let round = 2; round <= 3; round++) {
    for (const p of players) p.send({ type: "ready" });
    for (const p of players) await p.take("state", (s) => s.phase === "playing" && s.round === round);
    await revealNow(tableId, players);
    for (const p of players) p.send({ type: "done" });
    for (const p of players) await p.take("roundEnd", (r) => r.round === round);
  }
  for (const p of players) await p.take("matchEnd");
}

async function results(tableId: string): Promise<ResultsResponse> {
  return until(async () => {
    const r = (await (await exports.default.fetch(`${ORIGIN}/api/tables/${tableId}/results`)).json()) as ResultsResponse;
    return r.ratings ? r : null;
  }, "stored results");
}

describe("a blip at the start of a ranked match", () => {
  it("does not let the other player end round 1 while the victim is away, nor name the victim the aborter", async () => {
    const { ids, players, tableId } = await seatedPair(["Ada", "Vic"]);
    const [attacker, victim] = players as [Player, Player];
    await drop(tableId, victim);
    await revealNow(tableId, [attacker]);
    const [w] = await freeWords(tableId, 1, 3, 4);
    expect((await attacker.word(w!)).ok).toBe(true);
    attacker.send({ type: "done" });
    await attacker.sync();
    // Round 1 runs on: the victim is away, not done, and within their grace.
    expect(await editMatch(tableId)).toMatchObject({ phase: "playing", round: 1 });
    expect(attacker.frames.some((f) => f.type === "roundEnd")).toBe(false);

    // The victim is back, a little late; the round runs out before they find a word.
    const back = await Player.join(tableId, "Vic", victim.token);
    await endRoundNow(tableId);
    await back.take("roundEnd", (r) => r.round === 1);
    await attacker.take("roundEnd", (r) => r.round === 1);
    await playRoundsTwoAndThree(tableId, [attacker, back]);
    const stored = await results(tableId);
    expect(stored.unrated).toBe("aborted");
    expect(stored.abortedBy ?? []).not.toContain(ids[1]!.playerId);
    for (const i of ids) expect((await skillOf(i.playerId)).games).toBe(0);
    // No cooldown for the victim: the lobby queues them at once.
    const again = await LobbyClient.queue(ids[1]!);
    expect(again.frames[0]).toMatchObject({ type: "queued" });
    again.close();
    attacker.ws.close();
    back.ws.close();
  });

  it("lets the victim back in time play round 1, and the match counts", async () => {
    const { ids, players, tableId } = await seatedPair(["Bo", "Cid"]);
    const [attacker, victim] = players as [Player, Player];
    await drop(tableId, victim);
    await revealNow(tableId, [attacker]);
    const [w1, w2] = await freeWords(tableId, 2, 3, 4);
    expect((await attacker.word(w1!)).ok).toBe(true);
    attacker.send({ type: "done" });
    await attacker.sync();
    const back = await Player.join(tableId, "Cid", victim.token);
    expect((await back.word(w2!)).ok).toBe(true);
    back.send({ type: "done" });
    for (const p of [attacker, back]) await p.take("roundEnd", (r) => r.round === 1);
    await playRoundsTwoAndThree(tableId, [attacker, back]);
    const { unrated } = await attacker.take("ratings");
    expect(unrated).toBeUndefined();
    for (const i of ids) expect((await skillOf(i.playerId)).games).toBe(1);
    attacker.ws.close();
    back.ws.close();
  });
});
