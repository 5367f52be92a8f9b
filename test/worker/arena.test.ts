/**
 * The arena inside workerd (src/arena/): shards and their coordinator over real
 * WebSockets through the Worker, on short rounds (4 s of play, 2.5 s of results ending
 * in a 0.5 s countdown, three shards: test/worker/vitest.config.ts). The tests share the
 * one English arena and run one after another; each plays a round that starts after its
 * players are in, so the players of another test never count in it. Expected places are
 * computed here from the words each player was told counted, by sorting.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import type { ArenaBestResponse, ArenaHistoryResponse, ArenaRoundResponse, ArenaServerMessage } from "../../src/protocol.ts";
import type { ArenaCoordinator } from "../../src/arena/coordinator-object.ts";
import { historyOf, recordHistory } from "../../src/arena/store.ts";
import { ShardStore } from "../../src/arena/shard-store.ts";
import { ArenaPlayer, arenaStatus, coordinatorStub, identitiesOnShards, newIdentity, shardStub } from "./arena-client.ts";
import { ORIGIN, until } from "./client.ts";

const SHARDS = 3;
const ROUND_MS = 4_000;

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

/** The number of the round under way when `p` joined (a fresh round is one after it). */
function joinedDuring(p: ArenaPlayer): number {
  const first = p.frames.find((f) => f.type === "arena") as Extract<ArenaServerMessage, { type: "arena" }>;
  if (!first.round) return 0;
  return first.phase === "countdown" ? first.round.number - 1 : first.round.number;
}

/** A round that every one of `players` has from its start: its `arena` frame for each. */
async function freshRound(players: ArenaPlayer[]) {
  const after = Math.max(...players.map(joinedDuring));
  return Promise.all(players.map((p) => p.playing(after)));
}

/** Words on a board, longest first, from the dictionary the shards use. */
async function wordsOn(board: string[]): Promise<string[]> {
  const dawg = (await wordDesk(env.DICT)).dawg;
  return solveBoard(dawg, board, 3).map((w) => w.word).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** Competition places (1, 2, 2, 4) by sorting the points. */
function places(points: number[]): number[] {
  const sorted = [...points].sort((a, b) => b - a);
  return points.map((p) => sorted.indexOf(p) + 1);
}

describe("the arena", () => {
  it("gives players on different shards the same board and the same clock", async () => {
    const players = await joinAll(await identitiesOnShards(["Ann", "Bob", "Cy"], SHARDS));
    expect(new Set(players.map((p) => p.shard)).size).toBe(SHARDS);
    const states = await freshRound(players);
    const [first] = states;
    for (const s of states) {
      expect(s.board).toEqual(first!.board);
      expect(s.round).toEqual(first!.round);
      expect(s.round!.endsAt - s.round!.startsAt).toBe(ROUND_MS);
      expect(s.boardWords).toBe(first!.boardWords);
      expect(s.shards).toBe(SHARDS);
    }
    expect(first!.round!.id).toBe(`en-${first!.round!.number}`);
    expect(first!.board).toHaveLength(16);
  });

  it("checks a word on the player's shard, keeps it there, and tells the coordinator no word at all", async () => {
    const [ann, bob] = await joinAll(await identitiesOnShards(["Ann", "Bob"], SHARDS));
    const [state] = await freshRound([ann!, bob!]);
    const words = (await wordsOn(state!.board!)).slice(0, 12);
    const before = await runInDurableObject(coordinatorStub(), (c: ArenaCoordinator) => c["reports"].get(state!.round!.number) ?? 0);
    const started = Date.now();
    for (const w of words) expect(await ann!.word(w)).toMatchObject({ type: "verdict", ok: true, word: w, points: scoreWord(w) });
    for (const w of words.slice(0, 6)) expect((await bob!.word(w)).ok).toBe(true);
    const elapsed = Date.now() - started;
    expect(await ann!.word(words[0]!)).toMatchObject({ ok: false, reason: "already_found" });
    expect(await ann!.word("qqq")).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(await ann!.word("xy")).toMatchObject({ ok: false, reason: "too_short" });
    expect(await ann!.word("tea4")).toMatchObject({ ok: false, reason: "invalid" });
    const after = await runInDurableObject(coordinatorStub(), (c: ArenaCoordinator) => c["reports"].get(state!.round!.number) ?? 0);
    // At most one sync a second from each shard with players (two here, and the third idle),
    // however many words: 18 words were entered.
    expect(after - before).toBeLessThanOrEqual(SHARDS * (Math.ceil(elapsed / 1000) + 2));
    // What the shard's storage holds (read afresh from it, as a woken shard would).
    const kept = await runInDurableObject(shardStub(ann!.shard), (_o, s) =>
      new ShardStore(s.storage).players.get(ann!.identity.playerId)?.words.map((w) => w.word));
    expect(kept).toEqual(words);
    const elsewhere = await runInDurableObject(shardStub(bob!.shard), (_o, s) => new ShardStore(s.storage).players.has(ann!.identity.playerId));
    expect(elsewhere).toBe(false);
  });

  it("gives a player arriving mid-round the same board with the time that is left", async () => {
    const [ann] = await joinAll([await newIdentity("Ann")]);
    const [state] = await freshRound([ann!]);
    await new Promise((r) => setTimeout(r, 1_500));
    const late = await ArenaPlayer.join(await newIdentity("Late"));
    open.push(late);
    const view = late.frames.find((f) => f.type === "arena") as Extract<ArenaServerMessage, { type: "arena" }>;
    expect(view).toMatchObject({ phase: "playing", board: state!.board, round: state!.round });
    const left = view.round!.endsAt - view.now;
    expect(left).toBeLessThan(ROUND_MS - 1_000);
    expect(left).toBeGreaterThan(0);
    const [w] = await wordsOn(state!.board!);
    expect((await late.word(w!)).ok).toBe(true);
  });

  it("places every player exactly across shards, ties sharing a place, with each word's share", async () => {
    const players = await joinAll(await identitiesOnShards(["Ann", "Bob", "Cy"], SHARDS));
    const [state] = await freshRound(players);
    const words = (await wordsOn(state!.board!)).filter((w) => w.length <= 6);
    const lists = [words.slice(0, 4), words.slice(0, 1), [...words.slice(4, 7), words[0]!]];
    for (const [i, list] of lists.entries()) for (const w of list) expect((await players[i]!.word(w)).ok).toBe(true);
    const points = lists.map((l) => l.reduce((n, w) => n + scoreWord(w), 0));
    const results = await Promise.all(players.map((p) => p.take("results", (r) => r.results.number === state!.round!.number)));
    const expected = places(points);
    results.forEach((r, i) => {
      expect(r.results.players).toBe(3);
      expect(r.results.complete).toBe(true);
      expect(r.you).toMatchObject({ points: points[i], place: expected[i], flagged: false });
      const others = points.filter((_, k) => k !== i);
      expect(r.you!.percentile).toBe(Math.floor((100 * others.filter((p) => p < points[i]!).length) / 2));
      for (const w of r.you!.words) {
        const found = lists.filter((l) => l.includes(w.word)).length;
        expect(w.found).toBe(found);
        expect(w.unique).toBe(found === 1);
        expect(w.share).toBe(found === 3 ? 100 : Math.round((100 * found) / 3));
      }
    });
    expect(results[0]!.results.top.map((e) => [e.name, e.place])).toEqual(
      players.map((p, i) => [p.identity.name, expected[i]!, points[i]!] as const).sort((a, b) => b[2] - a[2]).map(([n, pl]) => [n, pl]),
    );
    expect(results[1]!.results.histogram.reduce((n, [, c]) => n + c, 0)).toBe(3);
  });

  it("keeps every word of a shard evicted mid-round, and of a coordinator evicted too", async () => {
    const [ann, bob] = await joinAll(await identitiesOnShards(["Ann", "Bob"], SHARDS));
    const [state] = await freshRound([ann!, bob!]);
    const [w1, w2, w3, w4] = await wordsOn(state!.board!);
    expect((await ann!.word(w1!)).ok).toBe(true);
    expect((await ann!.word(w2!)).ok).toBe(true);
    await evictDurableObject(shardStub(ann!.shard));
    expect(await ann!.word(w1!)).toMatchObject({ ok: false, reason: "already_found" }); // the hibernated socket wakes it
    expect((await ann!.word(w3!)).ok).toBe(true);
    await evictDurableObject(coordinatorStub());
    ann!.close();
    const back = await ArenaPlayer.join(ann!.identity);
    open.push(back);
    expect(back.shard).toBe(ann!.shard);
    const view = back.frames.find((f) => f.type === "arena") as Extract<ArenaServerMessage, { type: "arena" }>;
    expect(view.words.map((w) => w.word)).toEqual([w1, w2, w3]);
    expect((await bob!.word(w4!)).ok).toBe(true);
    await evictDurableObject(shardStub(ann!.shard));
    const mine = await back.take("results", (r) => r.results.number === state!.round!.number);
    expect(mine.you).toMatchObject({ points: [w1, w2, w3].reduce((n, w) => n + scoreWord(w!), 0), place: 1 });
    expect(mine.results.players).toBe(2);
  });

  it("sends the board in no frame before its round starts, though it is dealt a round ahead", async () => {
    const [ann] = await joinAll([await newIdentity("Ann")]);
    const [state] = await freshRound([ann!]);
    const next = state!.round!.number + 1;
    const dealt = await until(async () => (await runInDurableObject(coordinatorStub(), (_o, s) => s.storage.kv.get<{ cells: string[] }>(`board:${next}`))) ?? null, "the next board dealt");
    // What the coordinator answers a shard, asked again and again until the round starts: no board before.
    const idle = { shard: 63, online: 0, round: null, histogram: [], words: {}, fullWords: true, final: null, have: null };
    for (;;) {
      const answer = await coordinatorStub().sync("en", idle);
      if (answer.round && answer.now < answer.round.startsAt) expect(answer.round.board).toBeNull();
      if (answer.round?.number === next && answer.now >= answer.round.startsAt) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const start = await ann!.playing(state!.round!.number);
    expect(start.board).toEqual(dealt.cells);
    const shown = ann!.frames.indexOf(start);
    const cells = JSON.stringify(dealt.cells).slice(1, -1);
    for (const f of ann!.frames.slice(0, shown)) expect(JSON.stringify(f)).not.toContain(cells);
    const countdown = ann!.frames.slice(0, shown).filter((f) => f.type === "arena" && f.phase === "countdown");
    expect(countdown.some((f) => f.type === "arena" && f.round!.number === next)).toBe(true);
    for (const f of countdown) expect(f).toMatchObject({ board: null, boardWords: null });
  });

  it("shows each player their live place and the crowd, counted across shards", async () => {
    const [ann, bob] = await joinAll(await identitiesOnShards(["Ann", "Bob"], SHARDS));
    const [state] = await freshRound([ann!, bob!]);
    const words = await wordsOn(state!.board!);
    for (const w of words.slice(0, 3)) await ann!.word(w);
    await bob!.word(words[0]!);
    const live = await bob!.take("live", (l) => l.players === 2, 10_000);
    expect(live).toMatchObject({ round: state!.round!.number, place: 2, points: scoreWord(words[0]!), online: 2 });
    expect(live.now - live.asOf).toBeLessThan(5_000);
    const annLive = await ann!.take("live", (l) => l.players === 2, 10_000);
    expect(annLive.place).toBe(1);
  });

  it("keeps a flagged result off the top list and out of everyone's places", async () => {
    const [ann, bob] = await joinAll(await identitiesOnShards(["Ann", "Bot"], SHARDS));
    const [state] = await freshRound([ann!, bob!]);
    const words = await wordsOn(state!.board!);
    expect((await ann!.word(words.at(-1)!)).ok).toBe(true);
    // Entries faster than anyone types, one after another: the solver flag's typing speed.
    for (const w of words.slice(0, 12)) bob!.send({ type: "word", word: w });
    for (let i = 0; i < 12; i++) await bob!.take("verdict");
    const [a, b] = await Promise.all([ann!, bob!].map((p) => p.take("results", (r) => r.results.number === state!.round!.number)));
    expect(b!.you).toMatchObject({ flagged: true, place: null, percentile: null });
    expect(a!.you).toMatchObject({ place: 1, percentile: 100 });
    expect(a!.results.players).toBe(1);
    expect(a!.results.top.map((e) => e.name)).toEqual(["Ann"]);
    // Nor on the best of the hour and the day (read here for the first time in this Worker).
    const id = state!.round!.id;
    await until(async () => (await exports.default.fetch(`${ORIGIN}/api/arena/rounds/${id}`)).status === 200, "the round stored");
    const best = (await (await exports.default.fetch(`${ORIGIN}/api/arena/en/best`)).json()) as ArenaBestResponse;
    for (const board of [best.hour, best.day]) {
      expect(board.find((e) => e.roundId === id)).toMatchObject({ playerId: ann!.identity.playerId, name: "Ann", place: 1 });
      expect(board.some((e) => e.playerId === bob!.identity.playerId)).toBe(false);
    }
  });
});

describe("the arena's results, kept", () => {
  it("keeps each round in D1, served at /api/arena/rounds/<id> with a link preview, and on each player's history", async () => {
    const players = await joinAll(await identitiesOnShards(["Ann", "Bob"], SHARDS));
    const [state] = await freshRound(players);
    const words = (await wordsOn(state!.board!)).filter((w) => w.length <= 5);
    for (const w of words.slice(0, 3)) expect((await players[0]!.word(w)).ok).toBe(true);
    expect((await players[1]!.word(words[0]!)).ok).toBe(true);
    const [a, b] = await Promise.all(players.map((p) => p.take("results", (r) => r.results.number === state!.round!.number)));
    const id = state!.round!.id;
    const stored = await until(async () => {
      const res = await exports.default.fetch(`${ORIGIN}/api/arena/rounds/${id}`);
      return res.status === 200 ? ((await res.json()) as ArenaRoundResponse) : null;
    }, "the round stored");
    expect(stored).toMatchObject({ roundId: id, number: state!.round!.number, board: state!.board, players: 2, histogram: a!.results.histogram, top: a!.results.top });
    expect(stored.words.find((w) => w.word === words[0])).toEqual({ word: words[0], found: 2, share: 100 });
    expect(stored.words.find((w) => w.word === words[1])).toEqual({ word: words[1], found: 1, share: 50 });
    const page = await (await exports.default.fetch(`${ORIGIN}/arena/r/${id}`)).text();
    expect(page).toContain(`<meta property="og:title" content="Baffle arena round ${state!.round!.number}: Ann came first" />`);
    const history = async (p: ArenaPlayer) => (await (await exports.default.fetch(`${ORIGIN}/api/players/${p.identity.playerId}/arena`)).json()) as ArenaHistoryResponse;
    await until(async () => (await history(players[1]!)).rounds === 1, "Bob's history written");
    expect(await history(players[0]!)).toMatchObject({ rounds: 1, bestPlace: 1, bestPlaceRound: id, bestPercentile: 100, bestPercentileRound: id });
    expect(await history(players[1]!)).toMatchObject({ rounds: 1, bestPlace: b!.you!.place, bestPercentile: 0 });
  });

  it("adds a round to a player's history once, keeping their best place and percentile and the rounds they came in", async () => {
    const id = (await newIdentity("Hal")).playerId;
    const row = (place: number | null, percentile: number | null) => [{ playerId: id, points: 10, place, percentile }];
    // Two rows written per player and round, their history and their day's sums (both
    // tables are their key: no second b-tree to write).
    expect(await recordHistory(env.DB, "en", 900, "en-900", row(12, 80), 1)).toMatchObject({ rowsWritten: 2 });
    await recordHistory(env.DB, "en", 900, "en-900", row(12, 80), 1); // a retried write
    expect(await historyOf(env.DB, id)).toEqual({ rounds: 1, bestPlace: 12, bestPlaceRound: "en-900", bestPercentile: 80, bestPercentileRound: "en-900", lastPlayedAt: 1 });
    await recordHistory(env.DB, "en", 901, "en-901", row(3, 75), 2);
    await recordHistory(env.DB, "en", 902, "en-902", row(null, null), 3); // flagged: played, no place
    await recordHistory(env.DB, "en", 903, "en-903", row(40, 90), 4);
    expect(await historyOf(env.DB, id)).toEqual({ rounds: 4, bestPlace: 3, bestPlaceRound: "en-901", bestPercentile: 90, bestPercentileRound: "en-903", lastPlayedAt: 4 });
  });

  it("answers bad and unknown round ids, arenas and shards with a code", async () => {
    const get = (path: string, headers?: Record<string, string>) => exports.default.fetch(`${ORIGIN}${path}`, { headers });
    expect((await (await get("/api/arena/rounds/en-0")).json())).toMatchObject({ error: { code: "bad_round_id" } });
    expect((await get("/api/arena/rounds/en-999999")).status).toBe(404);
    expect((await (await get("/api/arena/xx")).json())).toMatchObject({ error: { code: "unknown_arena" } });
    expect((await get("/api/arena/en/ws?shard=4096", { Upgrade: "websocket" })).status).toBe(400);
    expect((await get("/api/arena/en/ws?shard=01", { Upgrade: "websocket" })).status).toBe(400);
    expect((await get("/api/arena/en/ws?shard=1")).status).toBe(426);
    expect((await get("/api/players/nope/arena")).status).toBe(400);
    expect(await (await get(`/api/players/${"A".repeat(22)}/arena`)).json()).toEqual({
      rounds: 0, bestPlace: null, bestPlaceRound: null, bestPercentile: null, bestPercentileRound: null, lastPlayedAt: null,
    });
  });
});

describe("the arena's doors", () => {
  it("sends a player who picked the wrong shard to theirs, and refuses a wrong secret", async () => {
    const id = await newIdentity("Ann");
    const { shards } = await arenaStatus();
    const { shardOf } = await import("../../src/arena/shards.ts");
    const wrong = (shardOf(id.playerId, shards) + 1) % shards;
    const p = await ArenaPlayer.connect(id, wrong);
    p.send({ type: "join", playerId: id.playerId, secret: id.secret });
    expect(await p.take("move")).toEqual({ type: "move", shard: shardOf(id.playerId, shards), shards });
    expect(p.frames.some((f) => f.type === "welcome" || f.type === "arena")).toBe(false);
    const bad = await ArenaPlayer.connect(id, shardOf(id.playerId, shards));
    bad.send({ type: "join", playerId: id.playerId, secret: "x".repeat(22) });
    expect(await bad.take("error")).toMatchObject({ code: "bad_player" });
    await until(async () => bad.closed?.code === 4401, "closed 4401");
  });

  it("refuses words before joining and malformed frames, with a code", async () => {
    const id = await newIdentity("Ann");
    const p = await ArenaPlayer.connect(id, 0);
    p.send({ type: "word", word: "tea" });
    expect(await p.take("error")).toMatchObject({ code: "not_joined" });
    p.send("{");
    expect(await p.take("error")).toMatchObject({ code: "bad_json" });
    p.send({ type: "join", playerId: "short", secret: id.secret });
    expect(await p.take("error")).toMatchObject({ code: "bad_message" });
    p.close();
  });
});
