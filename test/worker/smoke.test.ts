import { describe, expect, it } from "vitest";
import { Player, createTable, endRoundNow, freeWords, startMatch } from "./client.ts";

describe("smoke", () => {
  it("plays a round", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [a, b] = await startMatch(id, ["Ann", "Bob"]);
    const [w] = await freeWords(id, 1);
    const v = await a!.word(w!);
    expect(v.ok).toBe(true);
    await b!.take("counts");
    expect(await endRoundNow(id)).toBe(true);
    const end = await b!.take("roundEnd");
    expect(end.players[0]!.words[0]!.word).toBe(w);
    await b!.take("matchEnd");
  });
});
