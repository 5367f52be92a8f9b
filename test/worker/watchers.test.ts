/**
 * Watchers through the Worker: a friend who joins after the start watches (never anyone's
 * words before the round ends) and is seated by Play again; a `watch` without a seat;
 * the cap on watchers.
 */
import { describe, expect, it } from "vitest";
import { MAX_WATCHERS } from "../../src/protocol.ts";
import { Player, createTable, endRoundNow, freeWords, startMatch } from "./client.ts";

describe("a late friend", () => {
  it("watches the match without seeing anyone's words before the round ends, and is seated by Play again", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const words = await freeWords(id, 2);
    expect((await ann!.word(words[0]!)).ok).toBe(true);

    const cy = await Player.connect(id);
    cy.send({ type: "join", name: "Cy" });
    expect(await cy.take("watching")).toEqual({ type: "watching", wantsSeat: true });
    const view = await cy.take("state");
    expect(view).toMatchObject({ phase: "playing", watching: true, you: -1, words: [], watchers: [{ name: "Cy", wantsSeat: true }] });
    expect(view.board).toHaveLength(16);
    expect(view.seats.map((s) => s.count)).toEqual([1, 0]);
    expect((await ann!.take("watchers")).watchers).toEqual([{ name: "Cy", wantsSeat: true }]);
    expect((await bob!.word(words[1]!)).ok).toBe(true);
    await cy.take("counts", (c) => c.counts["1"] === 1);
    // Watchers cannot play.
    cy.send({ type: "word", word: words[1] });
    expect((await cy.take("error")).code).toBe("not_joined");

    expect(await endRoundNow(id)).toBe(true);
    const review = await cy.take("roundEnd");
    const before = cy.frames.slice(0, cy.frames.indexOf(review));
    for (const frame of before) for (const w of words) expect(JSON.stringify(frame)).not.toContain(`"${w}"`);
    await cy.take("matchEnd");

    ann!.send({ type: "playAgain" });
    const welcome = await cy.take("welcome");
    expect(welcome.seat).toBe(2);
    const lobby = await cy.take("state", (s) => s.phase === "lobby");
    expect(lobby).toMatchObject({ you: 2, watchers: [] });
    expect(lobby.watching).toBeUndefined();
    expect(lobby.seats.map((s) => s.name)).toEqual(["Ann", "Bob", "Cy"]);
    await ann!.take("state", (s) => s.phase === "lobby" && s.seats.length === 3);
    // The seat is Cy's like anyone's: the token resumes it.
    cy.close();
    const back = await Player.join(id, "Cy", welcome.token);
    expect(back.seat).toBe(2);
  });
});

describe("watching without a seat", () => {
  it("shows who watches to everyone, lets a watcher leave, and caps the watchers", async () => {
    const id = await createTable();
    const [ann] = await startMatch(id, ["Ann", "Bob"]);
    const watchers: Player[] = [];
    for (let i = 0; i < MAX_WATCHERS; i++) {
      const w = await Player.connect(id);
      w.send(i === 0 ? { type: "watch", name: "Dee" } : { type: "watch" });
      expect(await w.take("watching")).toEqual({ type: "watching", wantsSeat: false });
      watchers.push(w);
    }
    const list = await ann!.take("watchers", (m) => m.watchers.length === MAX_WATCHERS);
    expect(list.watchers[0]).toEqual({ name: "Dee", wantsSeat: false });
    const extra = await Player.connect(id);
    extra.send({ type: "watch" });
    expect((await extra.take("error")).code).toBe("watchers_full");
    expect((await extra.closedWith()).code).toBe(4409);
    ann!.skip();
    watchers[0]!.close();
    expect((await ann!.take("watchers", (m) => m.watchers.length === MAX_WATCHERS - 1)).watchers[0]).toEqual({ name: null, wantsSeat: false });
  });
});
