/** Issue 26, row 9: any seated person asks for a rematch over the socket; the host sees it and answers with Play again. */
import { describe, expect, it } from "vitest";
import { Player, createTable, endRoundNow, startMatch } from "./client.ts";

describe("a rematch request", () => {
  it("from a player shows on every seat's view, the host's included, and Play again answers it", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    bob!.send({ type: "rematch" });
    expect(await bob!.take("error")).toMatchObject({ code: "wrong_phase" });
    await endRoundNow(id);
    await ann!.take("matchEnd");
    const watcher = await Player.connect(id);
    watcher.send({ type: "watch" });
    await watcher.take("state");
    watcher.send({ type: "rematch" });
    expect(await watcher.take("error")).toMatchObject({ code: "not_joined" });

    bob!.send({ type: "rematch" });
    const seen = await ann!.take("state", (s) => s.seats.some((x) => x.rematch));
    expect(seen.seats.map((x) => [x.name, x.rematch ?? false])).toEqual([["Ann", false], ["Bob", true]]);
    const watched = await watcher.take("state", (s) => s.seats.some((x) => x.rematch));
    expect(watched.seats.find((x) => x.rematch)!.name).toBe("Bob");

    ann!.send({ type: "playAgain" });
    const lobby = await bob!.take("state", (s) => s.phase === "lobby");
    expect(lobby.seats.some((x) => x.rematch)).toBe(false);
  });
});
