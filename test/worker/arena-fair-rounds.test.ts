/**
 * Issue 32, the arena's rounds: words as data, shards woken for nothing, one person on
 * two shards. Each test replays one row of the table against the real shards and
 * coordinator (short rounds over three shards: test/worker/vitest.config.ts).
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import type { ArenaServerMessage } from "../../src/protocol.ts";
import { shardOf } from "../../src/arena/shards.ts";
import { ArenaPlayer, coordinatorStub, identitiesOnShards, newIdentity, shardStub } from "./arena-client.ts";
import { until } from "./client.ts";

const SHARDS = 3;

let open: ArenaPlayer[] = [];
afterEach(() => {
  for (const p of open) p.close();
  open = [];
});

async function joinAll(ids: Awaited<ReturnType<typeof newIdentity>>[]): Promise<ArenaPlayer[]> {
  const players = await Promise.all(ids.map((id) => ArenaPlayer.join(id)));
  open.push(...players);
  return players;
}

/**
 * The coordinator deals `cells` for every round that has not shown its board yet (the
 * next few), as if its dice had rolled them; the test then plays the first of them.
 */
async function plantBoard(cells: string[]): Promise<void> {
  const dawg = (await wordDesk(env.DICT)).dawg;
  const boardWords = solveBoard(dawg, cells, 3).length;
  await runInDurableObject(coordinatorStub(), (_o, state) => {
    const kv = state.storage.kv;
    const dealt = kv.get<number[]>("dealt") ?? [];
    const from = Math.max(1, ...dealt);
    const rounds = [from, from + 1, from + 2, from + 3];
    for (const n of rounds) kv.put(`board:${n}`, { cells, boardWords });
    kv.put("dealt", [...new Set([...dealt, ...rounds])]);
  });
}

type Playing = Extract<ArenaServerMessage, { type: "arena" }>;

describe("the arena's rounds", () => {
  it("row 7: a round where \"constructor\" is found keeps every result and counts the word", async () => {
    // c o n s / c u r t / t o r e / a e s d: "constructor" snakes through the first eleven cells.
    const cells = ["c", "o", "n", "s", "c", "u", "r", "t", "t", "o", "r", "e", "a", "e", "s", "d"];
    expect((await wordDesk(env.DICT)).dawg.has("constructor")).toBe(true);
    const [ann, bob] = await joinAll(await identitiesOnShards(["Ann", "Bob"], SHARDS));
    await plantBoard(cells);
    const state = await ann!.take("arena", (s: Playing) => s.phase === "playing" && s.board?.join("") === cells.join(""), 30_000);
    await bob!.take("arena", (s: Playing) => s.round?.number === state.round!.number && s.board !== null);
    for (const p of [ann!, bob!]) expect(await p.word("constructor")).toMatchObject({ ok: true, points: scoreWord("constructor") });
    expect((await ann!.word("rote")).ok).toBe(true);
    const results = await Promise.all([ann!, bob!].map((p) => p.take("results", (r) => r.results.number === state.round!.number, 30_000)));
    for (const r of results) {
      expect(r.results.players).toBe(2);
      expect(r.results.complete).toBe(true);
      expect(r.you!.words.find((w) => w.word === "constructor")).toMatchObject({ found: 2, share: 100, unique: false });
      expect(r.results.best[0]).toMatchObject({ word: "constructor", found: 2 });
      expect(r.results.best[0]!.finders.map((f) => f.name).sort()).toEqual(["Ann", "Bob"]);
    }
    expect(results[0]!.you).toMatchObject({ place: 1, points: scoreWord("constructor") + scoreWord("rote") });
    expect(results[1]!.you).toMatchObject({ place: 2 });
  });

  it("row 4: a `move` wakes no shard: a shard plays a round and syncs only once a player joined it; one that sends a player on never syncs", async () => {
    const [ann] = await joinAll([await newIdentity("Ann")]);
    const state = await ann!.take("arena", (s: Playing) => s.phase === "playing" && s.board !== null, 30_000);
    const n = state.round!.number;
    const strangers = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((k) => k !== ann!.shard);
    for (const k of strangers) {
      const p = await ArenaPlayer.connect(ann!.identity, k);
      open.push(p);
      p.send({ type: "join", playerId: ann!.identity.playerId, secret: ann!.identity.secret });
      expect(await p.take("move")).toMatchObject({ shard: ann!.shard, shards: SHARDS });
    }
    // Two live frames: the shards have synced at least twice since.
    await ann!.take("live", (l) => l.round === n);
    await ann!.take("live", (l) => l.round === n);
    const played = await runInDurableObject(coordinatorStub(), (_o, st) => st.storage.kv.get<{ shards: number[] }>(`played:${n}`));
    expect(played!.shards).toContain(ann!.shard);
    for (const k of strangers) {
      expect(played!.shards).not.toContain(k);
      // A sync leaves its answer in storage (the clock, the round begun): a move answered without one leaves nothing.
      const { alarm, kept } = await runInDurableObject(shardStub(k), async (_o, st) => ({
        alarm: await st.storage.getAlarm(), kept: ["clock", "round", "results"].filter((key) => st.storage.kv.get(key) !== undefined),
      }));
      expect(alarm, `shard ${k}`).toBeNull();
      expect(kept, `shard ${k}: a move answered without a sync`).toEqual([]);
    }
  });

  it("row 5: a join racing a shard-count change ends with one result for the identity, on its shard by the round's count", async () => {
    // An identity whose shard is A of 3 but shard 3 of 4: the count changes just as a round starts.
    let x: Awaited<ReturnType<typeof newIdentity>> | null = null;
    for (let i = 0; i < 40 && !x; i++) {
      const id = await newIdentity("Racer");
      if (shardOf(id.playerId, 4) === 3) x = id;
    }
    const onA = await ArenaPlayer.join(x!);
    open.push(onA);
    expect(onA.shard).toBe(shardOf(x!.playerId, SHARDS));
    const now = await onA.take("arena", (s: Playing) => s.phase === "playing" && s.board !== null, 30_000);
    const next = now.round!.number + 1;
    // The coordinator fixes round `next` at four shards (as a crowd arriving would), after A seated the player for it.
    await runInDurableObject(coordinatorStub(), (_o, st) => st.storage.kv.put(`shards:${next}`, 4));
    const onB = await ArenaPlayer.connect(x!, 3);
    open.push(onB);
    await until(async () => onA.frames.some((f) => f.type === "move" || (f.type === "arena" && f.round?.number === next && f.board !== null)), "A to start the round", 30_000);
    onB.send({ type: "join", playerId: x!.playerId, secret: x!.secret });
    await onB.take("welcome");
    const state = await onB.take("arena", (s: Playing) => s.round?.number === next && s.board !== null);
    const words = solveBoard((await wordDesk(env.DICT)).dawg, state.board!, 3).map((w) => w.word);
    if (!onA.closed) await onA.word(words[0]!).catch(() => null);
    expect((await onB.word(words[1]!)).ok).toBe(true);
    expect(onA.frames.find((f) => f.type === "move")).toMatchObject({ shard: 3, shards: 4 });
    const results = await onB.take("results", (r) => r.results.number === next, 30_000);
    expect(results.results.top.filter((e) => e.playerId === x!.playerId)).toHaveLength(1);
    expect(results.results.players).toBe(1);
    expect(results.you).toMatchObject({ place: 1, points: scoreWord(words[1]!) });
  });
});
