/** Issue 26, row 6: the review over a real socket carries the board's whole solution (the lists, the ten unfound, the rest). */
import { describe, expect, it } from "vitest";
import { Player, createTable, endRoundNow, freeWords, solutionOf, startMatch } from "./client.ts";

describe("the review's whole solution", () => {
  it("is every word of the board: found, the ten unfound with paths, and the rest in moreUnfound; a watcher arriving later gets it too", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const [a] = await freeWords(id, 1, 4);
    expect(await ann!.word(a!)).toMatchObject({ ok: true });
    const solution = (await solutionOf(id)).map((s) => s.word);
    expect(solution.length).toBeGreaterThan(10);
    await endRoundNow(id);
    const review = await bob!.take("roundEnd");
    const found = review.players.flatMap((p) => p.words.map((w) => w.word));
    const shown = [...found, ...review.unfound.map((u) => u.word), ...(review.moreUnfound ?? []).map((u) => u.word)];
    expect(shown.sort()).toEqual([...solution].sort());
    expect(review.boardWords).toBe(solution.length);

    const watcher = await Player.connect(id);
    watcher.send({ type: "watch" });
    const caught = await watcher.take("roundEnd");
    expect(caught.moreUnfound).toEqual(review.moreUnfound);
  });
});
