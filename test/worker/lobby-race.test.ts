/**
 * Issue 17, row 7: "in 1 of 16 races a second tab of the same identity stayed queued
 * after a table was made". The race, made deterministic: Ann's second tab sends `queue`
 * and, while its identity check is under way, a matching step seats Ann's first tab with
 * Bob. The test calls the lobby's handlers itself, in that order, inside the object.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LobbyClient, lobbyStub, newPlayer } from "./ranked-client.ts";

interface Att { playerId: string | null; openedAt: number; entry: { playerId: string; since: number; matchingSince: number | null } | null }

describe("a second tab racing a match", () => {
  for (const round of [1, 2, 3, 4]) {
    it(`hands the match to the second tab instead of leaving it queued (round ${round})`, async () => {
      const [ann, bob] = [await newPlayer("Ann"), await newPlayer("Bob")];
      const first = await LobbyClient.queue(ann);
      const other = await LobbyClient.queue(bob);
      const second = await LobbyClient.connect();
      second.send({ type: "ping", id: 1 });
      await second.take("pong");
      await runInDurableObject(lobbyStub(), async (lobby, state) => {
        const sockets = state.getWebSockets();
        for (const ws of sockets) {
          const att = ws.deserializeAttachment() as Att;
          if (att.entry) ws.serializeAttachment({ ...att, entry: { ...att.entry, since: att.entry.since - 10_000 } });
        }
        const tab = sockets.filter((ws) => !(ws.deserializeAttachment() as Att).entry)
          .sort((a, b) => (b.deserializeAttachment() as Att).openedAt - (a.deserializeAttachment() as Att).openedAt)[0]!;
        const queueing = lobby.webSocketMessage(tab, JSON.stringify({ type: "queue", playerId: ann.playerId, secret: ann.secret }));
        const matching = lobby.alarm();
        await Promise.all([queueing, matching]);
      });
      const [m2, mb] = [await second.take("matched"), await other.take("matched")];
      expect(m2.tableId).toBe(mb.tableId);
      await first.closedWith();
      // Nothing of Ann is left in the queue, so no later step can seat her a second time.
      await runInDurableObject(lobbyStub(), (_lobby, state) => {
        const queued = state.getWebSockets().map((ws) => ws.deserializeAttachment() as Att).filter((a) => a.entry?.playerId === ann.playerId);
        expect(queued).toEqual([]);
      });
      await runDurableObjectAlarm(lobbyStub());
      expect(second.frames.filter((f) => f.type === "queued")).toEqual([]);
      for (const c of [second, other]) c.close();
    });
  }
});
