/**
 * Issue 32, the arena's rounds: words as data, shards woken for nothing, one person on
 * two shards. Each test replays one row of the table against the real shards and
 * coordinator (short rounds over three shards: test/worker/vitest.config.ts).
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { loadDictionary } from "../../src/dict/load.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import type { ArenaServerMessage } from "../../src/protocol.ts";
import { ArenaPlayer, coordinatorStub, identitiesOnShards, type newIdentity } from "./arena-client.ts";

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
  const dawg = await loadDictionary(env.DICT);
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
    expect((await loadDictionary(env.DICT)).has("constructor")).toBe(true);
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
});
