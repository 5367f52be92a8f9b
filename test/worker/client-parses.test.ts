/**
 * What real servers send, read by the client's own parsers: a casual table's match (a
 * computer player, words, a refusal, a reaction, the round's end, the match's end, a rule
 * change that rescores), an arena round (welcome to results), a ranked match from the
 * lobby's queue to the table's ratings, and the HTTP answers the pages read. Every frame
 * each socket received is parsed with the schema the browser uses
 * (client/state/table-frames.ts, client/state/frames.ts); none may be dropped.
 */
import { env, exports } from "cloudflare:workers";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseTableFrame } from "../../client/state/table-frames.ts";
import { checkServerData, droppedFrames, parseServerFrame } from "../../client/state/frames.ts";
import {
  ArenaBestResponseSchema, ArenaHistoryResponseSchema, ArenaRoundResponseSchema, ArenaServerMessageSchema, ArenaStatusResponseSchema,
} from "../../src/protocol/arena-frames.ts";
import { LobbyServerMessageSchema } from "../../src/protocol/lobby-frames.ts";
import { ProfileResponseSchema, ResultsResponseSchema, TablePreviewSchema } from "../../src/protocol/http-answers.ts";
import { ORIGIN, createTable, endRoundNow, freeWords, startMatch } from "./client.ts";
import { ArenaPlayer, identitiesOnShards } from "./arena-client.ts";
import { joinRanked, matchedPlayers, newPlayer } from "./ranked-client.ts";
import { handIn, start, wordsOn } from "./daily-client.ts";
import {
  DailyHistoryResponseSchema, DailyLeaderboardResponseSchema, DailyResultResponseSchema, DailyStartResponseSchema, DailyTodayResponseSchema,
} from "../../src/protocol/daily-answers.ts";
import { PeriodBoardResponseSchema } from "../../src/protocol/social-answers.ts";

/** Every frame `frames` holds parses with `parse`; returns their types. */
function allParse(frames: unknown[], parse: (text: string) => unknown): Set<string> {
  const types = new Set<string>();
  for (const f of frames) {
    const parsed = parse(JSON.stringify(f));
    expect(parsed, JSON.stringify(f).slice(0, 300)).not.toBeNull();
    types.add((f as { type: string }).type);
  }
  return types;
}

async function answer(path: string): Promise<unknown> {
  const res = await exports.default.fetch(`${ORIGIN}${path}`);
  expect(res.status, path).toBe(200);
  return res.json();
}

let closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers) c();
  closers = [];
});

describe("the client reads what real servers send", () => {
  it("parses every frame of a casual match with a computer player, its rule change, its preview and results", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"], {}, ["easy"]);
    closers.push(() => ann!.ws.close(), () => bob!.ws.close());
    const [a1, b1] = await freeWords(id, 2);
    expect((await ann!.word(a1!)).ok).toBe(true);
    expect((await bob!.word(b1!)).ok).toBe(true);
    expect((await ann!.word("qzqz")).ok).toBe(false);
    expect(await endRoundNow(id)).toBe(true);
    await ann!.take("matchEnd");
    ann!.send({ type: "react", emote: "clap" });
    await bob!.take("reaction");
    ann!.send({ type: "settings", settings: { cancellation: false } });
    await bob!.take("rulesChanged");
    await ann!.sync();
    await bob!.sync();
    const types = new Set([...allParse(ann!.frames, parseTableFrame), ...allParse(bob!.frames, parseTableFrame)]);
    for (const t of ["welcome", "state", "verdict", "counts", "roundEnd", "matchEnd", "reaction", "rulesChanged", "pong"]) expect(types).toContain(t);
    expect(checkServerData(TablePreviewSchema, await answer(`/api/tables/${id}`), "preview")).not.toBeNull();
    expect(checkServerData(ResultsResponseSchema, await answer(`/api/tables/${id}/results`), "results")).not.toBeNull();
    expect(droppedFrames).toEqual({});
  });

  it("parses every frame of an arena round, from the welcome to the results, and the arena's status", async () => {
    const [id] = await identitiesOnShards(["Ann"], 3);
    const ann = await ArenaPlayer.join(id!);
    closers.push(() => ann.close());
    const first = ann.frames.find((f) => f.type === "arena");
    const after = first?.type === "arena" && first.round ? first.round.number : 0;
    const round = await ann.playing(after);
    await ann.word("qzqz");
    const [word] = solveBoard((await wordDesk(env.DICT)).dawg, round.board!, 3);
    expect((await ann.word(word!.word)).ok).toBe(true);
    await ann.take("results", (r) => r.results.number === round.round!.number);
    await ann.sync();
    const types = allParse(ann.frames, (text) => parseServerFrame(ArenaServerMessageSchema, text, "arena"));
    for (const t of ["welcome", "arena", "verdict", "results", "pong"]) expect(types).toContain(t);
    expect(checkServerData(ArenaStatusResponseSchema, await answer("/api/arena/en"), "status")).not.toBeNull();
    // The round's page, the best-of boards and the player's history read these answers.
    let stored = await exports.default.fetch(`${ORIGIN}/api/arena/rounds/${round.round!.id}`);
    for (let i = 0; stored.status !== 200 && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 200));
      stored = await exports.default.fetch(`${ORIGIN}/api/arena/rounds/${round.round!.id}`);
    }
    expect(stored.status).toBe(200);
    const body: unknown = await stored.json();
    expect(checkServerData(ArenaRoundResponseSchema, body, "round"), JSON.stringify(body).slice(0, 400)).not.toBeNull();
    expect(checkServerData(ArenaBestResponseSchema, await answer("/api/arena/en/best"), "best")).not.toBeNull();
    expect(checkServerData(ArenaHistoryResponseSchema, await answer(`/api/players/${id!.playerId}/arena`), "history")).not.toBeNull();
    expect(droppedFrames).toEqual({});
  });

  it("parses every frame of a ranked match, from the lobby's queue to the table's ratings, and a profile", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Ann", "Bob"]);
    closers.push(...lobbies.map((l) => () => l.close()));
    const types = new Set(lobbies.flatMap((l) => [...allParse(l.frames, (text) => parseServerFrame(LobbyServerMessageSchema, text, "lobby"))]));
    for (const t of ["queued", "matched"]) expect(types).toContain(t);
    const ann = await joinRanked(tableId, "Ann", matched[0]!.token);
    const bob = await joinRanked(tableId, "Bob", matched[1]!.token);
    closers.push(() => ann.ws.close(), () => bob.ws.close());
    await ann.take("state", (s) => s.phase === "playing");
    ann.send({ type: "leave" });
    await bob.take("ratings", () => true, 10_000);
    await bob.sync();
    const table = new Set([...allParse(ann.frames, parseTableFrame), ...allParse(bob.frames, parseTableFrame)]);
    expect(table).toContain("ratings");
    expect(checkServerData(ProfileResponseSchema, await answer(`/api/players/${ids[1]!.playerId}`), "profile")).not.toBeNull();
    expect(droppedFrames).toEqual({});
  });

  it("parses the daily board's answers, from the start to the hand-in, the leaderboard and the history, and a period board", async () => {
    const ann = await newPlayer("Ann");
    const today = checkServerData(DailyTodayResponseSchema, await answer("/api/daily"), "today");
    expect(today).not.toBeNull();
    const started = await start(ann);
    expect(checkServerData(DailyStartResponseSchema, started, "start")).not.toBeNull();
    const [word] = await wordsOn(started.cells);
    const res = await handIn(started.token, [{ word: word!, ms: 5_000 }]);
    vi.useRealTimers();
    expect(res.status).toBe(200);
    expect(checkServerData(DailyResultResponseSchema, await res.json(), "hand-in")).not.toBeNull();
    expect(checkServerData(DailyLeaderboardResponseSchema, await answer(`/api/daily/${started.date}/leaderboard?language=en`), "leaderboard")).not.toBeNull();
    expect(checkServerData(DailyHistoryResponseSchema, await answer(`/api/players/${ann.playerId}/daily?language=en`), "history")).not.toBeNull();
    expect(checkServerData(PeriodBoardResponseSchema, await answer("/api/leaderboards/daily/en/week"), "period")).not.toBeNull();
    expect(droppedFrames).toEqual({});
  });
});
