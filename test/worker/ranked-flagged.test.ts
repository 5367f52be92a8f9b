/**
 * Issue 27, rows 1 and 2: a flag never helps its owner, and a refund pays back only what
 * was taken. A loser who makes themself flagged is placed last and the winner's win
 * stands; a later flag refunds each victim only what they lost *to the flagged player*
 * (pairwise, as the rating model computes it), once per match, and an identity that
 * keeps sitting with players later flagged is refunded for the first of them only.
 */
import { exports } from "cloudflare:workers";
import { rate } from "openskill";
import { describe, expect, it, vi } from "vitest";
import { NEW_SKILL, RATE_OPTIONS, displayRating } from "../../src/ranked/ratings.ts";
import type { NewPlayerResponse, ProfileResponse } from "../../src/protocol.ts";
import { ORIGIN, Player, editMatch, freeWords, revealNow } from "./client.ts";
import { newPlayer, seatTogether, skillOf, wordOf } from "./ranked-client.ts";

async function profileOf(playerId: string): Promise<ProfileResponse> {
  return (await (await exports.default.fetch(`${ORIGIN}/api/players/${playerId}`)).json()) as ProfileResponse;
}

/** Everyone presses I'm done; then, unless it was the last round, Ready, and the next board is shown. */
async function endRound(tableId: string, players: Player[], round: number, last = 3): Promise<void> {
  for (const p of players) p.send({ type: "done" });
  for (const p of players) await p.take("roundEnd", (r) => r.round === round);
  if (round === last) return;
  for (const p of players) p.send({ type: "ready" });
  for (const p of players) await p.take("state", (s) => s.phase === "playing" && s.round === round + 1);
  await revealNow(tableId, players);
}

/** `p` enters `n` short words the moment the board is shown, as a solver does: the flag's typing-speed signal. */
async function burst(tableId: string, p: Player, n: number): Promise<void> {
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(await wordOf(tableId, 3, 3, words));
  for (const w of words) p.send({ type: "word", word: w });
  for (const w of words) await p.take("verdict", (v) => v.word === w);
}

/**
 * A three-round match of `ids`: in round r, player i enters `counts[r][i]` words of 3–4
 * letters (a point each), so the totals, and the places, are known beforehand.
 */
async function playRanked(ids: NewPlayerResponse[], counts: number[][]): Promise<void> {
  const { players, tableId } = await seatTogether(ids);
  await revealNow(tableId, players);
  for (let round = 1; round <= 3; round++) {
    const used: string[] = [];
    for (const [i, p] of players.entries()) {
      for (let k = 0; k < (counts[round - 1]?.[i] ?? 0); k++) {
        const w = await wordOf(tableId, 3, 4, used);
        used.push(w);
        expect((await p.word(w)).ok).toBe(true);
      }
    }
    await endRound(tableId, players, round);
  }
  await players[0]!.take("ratings");
  for (const p of players) p.ws.close();
}

/** The stored times of `seat`'s words this round moved to a person's pace: 20 s apart from the round's start. */
async function atHumanPace(tableId: string, seat: number): Promise<void> {
  await editMatch(tableId, (m) => {
    const start = m.endsAt! - 180_000;
    m.seats.find((s) => s.seat === seat)!.words.forEach((w, k) => { w.at = start + 20_000 * (k + 1); });
  });
}

/** A match in which `solver` is flagged (a burst of short words in round 1) against `other`, who enters a word too. */
async function flagIn(solver: NewPlayerResponse, other: NewPlayerResponse): Promise<void> {
  const { players, tableId } = await seatTogether([solver, other]);
  await revealNow(tableId, players);
  expect((await players[1]!.word(await wordOf(tableId, 4, 4))).ok).toBe(true);
  await burst(tableId, players[0]!, 9);
  for (let round = 1; round <= 3; round++) await endRound(tableId, players, round);
  await players[0]!.take("ratings");
  for (const p of players) p.ws.close();
}

describe("a flag never helps its owner (row 1)", () => {
  it("rates a self-flagging loser last and keeps the winner's win", async () => {
    const [win, lose] = [await newPlayer("Wes"), await newPlayer("Len")];
    const { players, tableId } = await seatTogether([win, lose]);
    const [w, l] = players as [Player, Player];
    await revealNow(tableId, players);
    // Wes leads by long words every round (entered at a person's pace); Len enters one short word in round 1…
    let wes = 0;
    const long = async () => {
      const words = (await freeWords(tableId, 200, 5, 16)).sort((a, b) => b.length - a.length).slice(0, 4);
      for (const word of words) {
        const v = await w.word(word);
        if (v.ok) wes += v.points;
      }
      await atHumanPace(tableId, w.seat);
    };
    await long();
    expect((await l.word(await wordOf(tableId, 3, 3))).ok).toBe(true);
    await endRound(tableId, players, 1);
    await long();
    await endRound(tableId, players, 2);
    // …and, losing going into the last round, bursts nine short words in a second.
    await long();
    expect(wes).toBeGreaterThan(1 + 9);
    await burst(tableId, l, 9);
    await endRound(tableId, players, 3);
    const end = await w.take("matchEnd");
    expect(end.winners).toEqual([w.seat]);
    const { unrated, ratings } = await w.take("ratings");
    expect(unrated).toBeUndefined();
    const mine = ratings.find((r) => r.playerId === win.playerId)!;
    const theirs = ratings.find((r) => r.playerId === lose.playerId)!;
    expect(mine.place).toBe(1);
    expect(theirs.place).toBe(2);
    expect(mine.after.rating).toBeGreaterThan(mine.before.rating);
    expect(theirs.after.rating).toBeLessThan(theirs.before.rating);
    expect(await skillOf(win.playerId)).toMatchObject({ games: 1, wins: 1 });
    expect(await profileOf(win.playerId)).toMatchObject({ games: 1, wins: 1 });
    expect((await profileOf(win.playerId)).flagged).toBeUndefined();
    expect((await profileOf(lose.playerId)).flagged).toBe(true);
    for (const p of players) p.ws.close();
  });
});

describe("refunds pay back only what was taken (row 2)", () => {
  it("refunds a victim only their loss to the flagged player, once a match, and withholds a second flagged player's refund", async () => {
    const [vic, fen, gil, hal, xan, fyn, yul] = await Promise.all(["Vic", "Fen", "Gil", "Hal", "Xan", "Fyn", "Yul"].map(newPlayer)) as NewPlayerResponse[];
    // Match 1: Hal 3 points, Fen 2, Gil 1, Vic none; all new, so every result counts in full.
    await playRanked([vic!, fen!, gil!, hal!], [[0, 1, 1, 1], [0, 1, 0, 1], [0, 0, 0, 1]]);
    const afterLoss = await skillOf(vic!.playerId);
    expect(afterLoss.mu).toBeLessThan(NEW_SKILL.mu);
    // What Vic lost to Fen alone, by OpenSkill itself: the model's comparison of the pair (Vic, Fen).
    const vicVsFen = rate([[{ ...NEW_SKILL }], [{ ...NEW_SKILL }]], { ...RATE_OPTIONS, rank: [2, 1] })[0]![0]!;
    const lostToFen = NEW_SKILL.mu - vicVsFen.mu;
    expect(lostToFen).toBeGreaterThan(0);
    expect(lostToFen).toBeLessThan((NEW_SKILL.mu - afterLoss.mu) / 2);

    // Match 2: Fen makes himself flagged against Xan. Vic gets back the loss to Fen, not the losses to Hal and Gil.
    await flagIn(fen!, xan!);
    expect((await profileOf(fen!.playerId)).flagged).toBe(true);
    const refunded = await skillOf(vic!.playerId);
    expect(refunded.mu).toBeCloseTo(afterLoss.mu + lostToFen, 9);
    expect(displayRating(refunded)).toBeLessThan(1500);
    // Hal's and Gil's wins over Vic stand.
    expect((await skillOf(hal!.playerId)).mu).toBeGreaterThan(NEW_SKILL.mu);

    // At most once a match: Gil, who also beat Vic in match 1, is flagged later; Vic gets nothing more for match 1.
    await flagIn(gil!, yul!);
    expect((await skillOf(vic!.playerId)).mu).toBeCloseTo(refunded.mu, 9);

    // Vic keeps sitting with players who are later flagged: Fyn beats Vic, then is flagged. No refund; logged.
    await playRanked([vic!, fyn!], [[1, 2]]);
    const beforeSecond = await skillOf(vic!.playerId);
    expect(beforeSecond.mu).toBeLessThan(refunded.mu);
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    try {
      await flagIn(fyn!, xan!);
    } finally {
      spy.mockRestore();
    }
    expect((await skillOf(vic!.playerId)).mu).toBeCloseTo(beforeSecond.mu, 9);
    const withheld = lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === "refund_withheld");
    expect(withheld).toEqual([expect.objectContaining({ playerId: vic!.playerId, flaggedId: fyn!.playerId, refundedFor: [fen!.playerId] })]);
  });
});
