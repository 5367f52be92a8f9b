/**
 * Issue 32, the arena's and the lobby's edge: a flooder behind an address must spend only
 * their own budget. Each test replays one row of the table.
 */
import { env, exports } from "cloudflare:workers";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { describe, expect, it } from "vitest";
import { ORIGIN, randomAddress } from "./client.ts";
import type { ArenaServerMessage } from "../../src/protocol.ts";
import { ArenaPlayer, newIdentity } from "./arena-client.ts";
import { LobbyClient } from "./ranked-client.ts";

/** Real upgrades without a device's proof from `address` until its budget refuses: how many were refused of `count`. */
async function flood(path: string, address: string, count: number): Promise<number> {
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const res = await exports.default.fetch(`${ORIGIN}${path}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
    if (res.status === 429) refused++;
    else {
      res.webSocket!.accept();
      res.webSocket!.close(1000, "bye");
    }
  }
  return refused;
}

const PATHS = ["/api/arena/en/ws?shard=0", "/api/lobby/ws"];

describe("the arena's and the lobby's edge", () => {
  it("row 2: plain GETs to the socket paths spend no socket token, so the neighbour behind the address still opens a socket", async () => {
    for (const path of PATHS) {
      const address = randomAddress();
      // 20 a second for two seconds, as the storm sent them.
      for (let i = 0; i < 40; i++) {
        const res = await exports.default.fetch(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": address } });
        expect(res.status).toBe(426);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upgrade_required");
      }
      const honest = await exports.default.fetch(`${ORIGIN}${path}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
      expect(honest.status, path).toBe(101);
      honest.webSocket!.accept();
      honest.webSocket!.close(1000, "bye");
    }
  });

  it("rows 2+3: forty players behind one address, each showing their device's proof, open, join and stay in the arena while a flooder there spends only their own budget", async () => {
    const address = randomAddress();
    expect(await flood("/api/arena/en/ws?shard=0", address, 30)).toBeGreaterThan(0);
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => newIdentity(`Pupil ${i + 1}`)));
    for (const id of ids) expect(id.device).toMatch(new RegExp(`^${id.playerId}\\.`));
    const players = await Promise.all(ids.map((id) => ArenaPlayer.join(id, address, id.device)));
    try {
      for (const p of players) await p.sync();
      expect(players.filter((p) => p.closed !== null)).toEqual([]);
      expect(players.flatMap((p) => p.frames.filter((f) => f.type === "error"))).toEqual([]);
      // A forged proof counts as none: it spends the flooder's address budget, emptied again.
      await flood("/api/arena/en/ws?shard=0", address, 10);
      const forged = await exports.default.fetch(`${ORIGIN}/api/arena/en/ws?shard=0&device=${ids[0]!.playerId}.AAAAAAAAAAAAAAAAAAAAAA`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
      expect(forged.status).toBe(429);
    } finally {
      for (const p of players) p.close();
    }
  });

  it("rows 2+3: forty players behind one address, with their devices' proofs, connect and queue in the lobby while a flooder there spends only their own budget", async () => {
    const address = randomAddress();
    expect(await flood("/api/lobby/ws", address, 70)).toBeGreaterThan(0);
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => newIdentity(`Pupil ${i + 1}`)));
    const sockets = await Promise.all(ids.map((id) => LobbyClient.connect(address, id.device)));
    try {
      ids.forEach((id, i) => sockets[i]!.send({ type: "queue", playerId: id.playerId, secret: id.secret }));
      await Promise.all(sockets.map((s) => s.waitFor(() => s.frames.some((f) => f.type === "queued" || f.type === "matched" || f.type === "error"))));
      expect(sockets.flatMap((s) => s.frames.filter((f) => f.type === "error"))).toEqual([]);
      expect(sockets.filter((s) => s.closed !== null)).toEqual([]);
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it("row 8: six sockets flooding frames from an honest player's address spend none of the player's frame budget", async () => {
    const address = randomAddress();
    const me = await newIdentity("Ann");
    const ann = await ArenaPlayer.join(me, address, me.device);
    const flooders = await Promise.all(Array.from({ length: 6 }, async () => ArenaPlayer.connect(await newIdentity("F"), 0, address)));
    try {
      const first = ann.frames.find((f) => f.type === "arena") as Extract<ArenaServerMessage, { type: "arena" }>;
      const state = await ann.playing(first.round ? first.round.number : 0);
      const words = solveBoard((await wordDesk(env.DICT)).dawg, state.board!, 3).map((w) => w.word).slice(0, 10);
      // 240 frames from the address, past its shared budget, before the player's words.
      for (const f of flooders) for (let i = 0; i < 40; i++) f.send({ type: "ping", id: i });
      for (const f of flooders) await f.take("error", (e) => e.code === "rate_limited").catch(() => null);
      const answers = [];
      for (const w of words) {
        ann.send({ type: "word", word: w });
        answers.push(await ann.takeAny(["verdict", "error"]));
      }
      expect(answers.filter((a) => a.type === "error")).toEqual([]);
      expect(answers.every((a) => a.type === "verdict" && a.ok)).toBe(true);
    } finally {
      ann.close();
      for (const f of flooders) f.close();
    }
  });
});
