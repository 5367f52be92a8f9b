/** Issue 26, row 6: the review over a real socket carries the board's whole solution. */
import { describe, expect, it } from "vitest";
import { Player, createTable, endRoundNow, freeWords, solutionOf, startMatch } from "./client.ts";

describe("the review's whole solution", () => {
  it("is every word of the board, found or not; a watcher arriving later gets it too", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const [a] = await freeWords(id, 1, 4);
    expect(await ann!.word(a!)).toMatchObject({ ok: true });
    const solution = (await solutionOf(id)).map((s) => s.word);
    expect(solution.length).toBeGreaterThan(10);
    await endRoundNow(id);
    const review = await bob!.take("roundEnd");
    expect((review.solution ?? []).map((w) => w.word).sort()).toEqual([...solution].sort());
    expect(review.boardWords).toBe(solution.length);

    const watcher = await Player.connect(id);
    watcher.send({ type: "watch" });
    const caught = await watcher.take("roundEnd");
    expect(caught.solution).toEqual(review.solution);
  });
});
