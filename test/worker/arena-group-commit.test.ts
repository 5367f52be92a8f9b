/**
 * The arena shard's group commit inside workerd (src/arena/word-desk.ts): the words two
 * players enter at once cost a shard one storage row, not one each, every verdict comes
 * back, and the words answered survive the shard's eviction (a verdict is never sent
 * before its word is durable).
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { shardOf } from "../../src/arena/shards.ts";
import type { ArenaShard } from "../../src/arena/shard-object.ts";
import { ShardStore } from "../../src/arena/shard-store.ts";
import { ArenaPlayer, arenaStatus, newIdentity, shardStub } from "./arena-client.ts";

let open: ArenaPlayer[] = [];
afterEach(() => {
  for (const p of open) p.close();
  open = [];
});

/** Two identities on the same shard. */
async function neighbours(): Promise<Awaited<ReturnType<typeof newIdentity>>[]> {
  const shards = (await arenaStatus()).shards;
  const first = await newIdentity("Ann");
  for (let tries = 0; tries < 100; tries++) {
    const other = await newIdentity("Bob");
    if (shardOf(other.playerId, shards) === shardOf(first.playerId, shards)) return [first, other];
  }
  throw new Error("no two identities on one shard");
}

const rowsWritten = (k: number) => runInDurableObject(shardStub(k), (o: ArenaShard) => o["store"].meters.rowsWritten);

describe("the arena shard's group commit", () => {
  it("writes the words of players entered together as one row, and answers each once it is kept", async () => {
    const ids = await neighbours();
    const [ann, bob] = await Promise.all(ids.map((id) => ArenaPlayer.join(id)));
    open.push(ann!, bob!);
    expect(ann!.shard).toBe(bob!.shard);
    const joined = Math.max(...[ann!, bob!].map((p) => {
      const f = p.frames.find((x) => x.type === "arena");
      return f?.type === "arena" && f.round ? (f.phase === "countdown" ? f.round.number - 1 : f.round.number) : 0;
    }));
    const [state] = await Promise.all([ann!.playing(joined), bob!.playing(joined)]);
    const dawg = (await wordDesk(env.DICT)).dawg;
    const words = solveBoard(dawg, state.board!, 3).map((w) => w.word).slice(0, 12);
    expect(words.length).toBe(12);
    // Both players' seats are written by now; what follows is the words alone.
    await new Promise((r) => setTimeout(r, 400));
    const before = await rowsWritten(ann!.shard);
    for (const w of words.slice(0, 6)) ann!.send({ type: "word", word: w });
    for (const w of words.slice(6)) bob!.send({ type: "word", word: w });
    const verdicts = await Promise.all([
      ...words.slice(0, 6).map((w) => ann!.take("verdict", (v) => v.word === w)),
      ...words.slice(6).map((w) => bob!.take("verdict", (v) => v.word === w)),
    ]);
    expect(verdicts.every((v) => v.ok)).toBe(true);
    const written = (await rowsWritten(ann!.shard)) - before;
    // Twelve words sent within a few milliseconds: one window, two or three if they straddle
    // windows, never one row each. A loaded machine spreads their arrival over more of the
    // 50-ms windows (4 rows, twice, at 20-45% CPU steal): at most one row per two words.
    expect(written).toBeLessThanOrEqual(6);
    await evictDurableObject(shardStub(ann!.shard));
    const kept = await runInDurableObject(shardStub(ann!.shard), (_o, s) => {
      const store = new ShardStore(s.storage);
      return [ann!, bob!].map((p) => store.players.get(p.identity.playerId)?.words.map((w) => w.word));
    });
    expect(kept).toEqual([words.slice(0, 6), words.slice(6)]);
    // The same word again, entered twice in one window, counts once.
    const again = words[0]!;
    ann!.send({ type: "word", word: again });
    expect(await ann!.take("verdict", (v) => v.word === again)).toMatchObject({ ok: false, reason: "already_found" });
  });
});
