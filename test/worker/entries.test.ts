import { describe, expect, it } from "vitest";
import { runDurableObjectAlarm } from "cloudflare:test";
import { Player, createTable, editMatch, endRoundNow, freeWords, startMatch, stubOf } from "./client.ts";
import type { ServerMessage } from "../../src/protocol.ts";
import { stringsIn } from "../strings-in.ts";

// t e a r / s n i p / o l d e / g u m s
const BOARD = ["t", "e", "a", "r", "s", "n", "i", "p", "o", "l", "d", "e", "g", "u", "m", "s"];

describe("entries", () => {
  it("answers every verdict reason", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    await editMatch(id, (m) => { m.board = BOARD; });
    expect(await ann!.word("TEAR")).toEqual({ type: "verdict", word: "tear", ok: true, points: 1, path: [0, 1, 2, 3] });
    ann!.send({ type: "word", path: [4, 1, 5, 0] });
    expect(await ann!.take("verdict")).toMatchObject({ word: "sent", ok: true, points: 1, path: [4, 1, 5, 0] });
    expect(await ann!.word("te")).toMatchObject({ ok: false, reason: "too_short" });
    expect(await ann!.word("zebra")).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(await ann!.word("lnet")).toMatchObject({ ok: false, reason: "not_a_word" });
    expect(await ann!.word("tear")).toMatchObject({ ok: false, reason: "already_found" });
    expect(await ann!.word("te4r")).toMatchObject({ ok: false, reason: "invalid" });
    ann!.send({ type: "word", path: [0, 20] });
    expect(await ann!.take("verdict")).toMatchObject({ ok: false, reason: "invalid" });
    ann!.send({ type: "word", path: [0, 5, 0] });
    expect(await ann!.take("verdict")).toMatchObject({ ok: false, reason: "not_on_board" });
    ann!.send({ type: "done" });
    await ann!.take("state", (s) => s.seats[0]!.done);
    expect(await ann!.word("rain")).toMatchObject({ ok: false, reason: "done" });
    expect(await bob!.word("gold")).toMatchObject({ ok: true, path: [12, 8, 9, 10] });
    await endRoundNow(id);
    await bob!.take("roundEnd");
    expect(await bob!.word("pain")).toMatchObject({ ok: false, reason: "not_playing" });
  });

  it("sends counts, never words, and no frame before the round's end carries another player's word", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"], {}, ["normal"]);
    const words = await freeWords(id, 6);
    expect(words).toHaveLength(6);
    const annWords = words.slice(0, 3), bobWords = words.slice(3);
    const botWords = (await editMatch(id)).seats[2]!.plan.map((p) => p.word);
    for (const w of annWords) expect((await ann!.word(w)).ok).toBe(true);
    // Let the computer player's first entries come due.
    await editMatch(id, (m) => { for (const p of m.seats[2]!.plan.slice(0, 5)) p.at = Date.now() - 1; });
    await runDurableObjectAlarm(stubOf(id));
    await bob!.take("counts", (c) => c.counts["2"] === 5);
    for (const w of bobWords) expect((await bob!.word(w)).ok).toBe(true);
    await bob!.take("counts", (c) => c.counts["0"] === 3 && c.counts["1"] === 3);
    // Fresh `state` views go to everyone while others hold words: when Ann is done, and when Bob reconnects.
    ann!.send({ type: "done" });
    expect((await bob!.take("state", (s) => s.seats[0]!.done)).words.map((w) => w.word)).toEqual(bobWords);
    const bobAgain = await Player.join(id, "Bob", bob!.token);
    expect(bobAgain.lastState().words.map((w) => w.word)).toEqual(bobWords);

    const counts = bob!.frames.filter((f): f is Extract<ServerMessage, { type: "counts" }> => f.type === "counts");
    expect(counts.length).toBeGreaterThanOrEqual(7);
    for (const c of counts) {
      expect(Object.keys(c).sort()).toEqual(["counts", "type"]);
      expect(Object.values(c.counts).every((n) => typeof n === "number")).toBe(true);
    }
    const solution = (await editMatch(id)).boardWords!;
    expect(solution).toBeGreaterThan(0);

    await endRoundNow(id);
    await bob!.take("roundEnd");
    const end = bob!.frames.findIndex((f) => f.type === "roundEnd");
    await bobAgain.take("roundEnd");
    const endAgain = bobAgain.frames.findIndex((f) => f.type === "roundEnd");
    const before = stringsIn([...bob!.frames.slice(0, end), ...bobAgain.frames.slice(0, endAgain)]);
    expect(bob!.frames.slice(0, end).filter((f) => f.type === "state").length).toBeGreaterThanOrEqual(2);
    const secret = [...annWords, ...botWords].filter((w) => !bobWords.includes(w));
    for (const w of secret) expect(before).not.toContain(w);
    // and afterwards everyone sees every list
    const after = stringsIn(bob!.frames[end]);
    for (const w of annWords) expect(after).toContain(w);
  });
});
