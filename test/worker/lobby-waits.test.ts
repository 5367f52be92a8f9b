/**
 * Issue 33, item 6, in the lobby itself: a player queued when no match was made lately
 * is told there is no usual wait to give (null); once matches were made at this hour,
 * the next player alone in the queue is told the usual wait, the median of those
 * players' waits (each waited ten seconds here: the queue is aged by hand).
 */
import { describe, expect, it } from "vitest";
import { LobbyClient, matchedPlayers, newPlayer } from "./ranked-client.ts";

describe("the ranked queue's usual wait", () => {
  it("is unknown before any match, then the median wait of the matches made at this hour", async () => {
    const first = await LobbyClient.queue(await newPlayer("Solo"));
    expect((await first.take("queued")).usualWaitMs).toBeNull();
    first.send({ type: "cancel" });
    await first.take("cancelled");
    first.close();
    for (const pair of [["Ann", "Bob"], ["Cy", "Dee"]]) {
      const { lobbies } = await matchedPlayers(pair);
      for (const l of lobbies) l.close();
    }
    const next = await LobbyClient.queue(await newPlayer("Eve"));
    const usual = (await next.take("queued")).usualWaitMs;
    expect(usual).not.toBeNull();
    expect(usual!).toBeGreaterThanOrEqual(10_000);
    expect(usual!).toBeLessThan(20_000);
    next.close();
  });
});
