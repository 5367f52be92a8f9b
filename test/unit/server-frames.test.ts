/**
 * The schemas the client reads server frames with (src/protocol/*-frames.ts) and the
 * parser that applies them (client/state/frames.ts): a frame the server really sends is
 * accepted as it is (built by the table's own view code), a malformed one is refused and
 * dropped with a warning that names its type and where it is wrong, and counted; it never
 * throws. Real servers' frames are checked end to end in test/worker/client-parses.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { createMatch, type MatchState } from "../../src/game/match.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol/values.ts";
import { ServerMessageSchema, StateMessageSchema } from "../../src/protocol/table-frames.ts";
import { ArenaServerMessageSchema } from "../../src/protocol/arena-frames.ts";
import { LobbyServerMessageSchema } from "../../src/protocol/lobby-frames.ts";
import { seatViews, stateView, watcherView } from "../../src/table/view.ts";
import { droppedFrames, parseServerFrame } from "../../client/state/frames.ts";
import { parseTableFrame } from "../../client/state/table-frames.ts";

const NOW = 5_000_000;

/** A round in play at a table with a computer player (as test/unit/view.test.ts builds one). */
function playing(): MatchState {
  const m = createMatch("V".repeat(22), NOW - 60_000, { ...DEFAULT_SETTINGS });
  m.phase = "playing";
  m.round = 1;
  m.host = 0;
  m.board = [..."tearsnipoldeguma"];
  m.endsAt = NOW + 120_000;
  m.boardWords = 2;
  m.solution = [{ word: "gold", path: [12, 8, 9, 10] }, { word: "tear", path: [0, 1, 2, 3] }];
  const seat = (n: number, name: string, word: string) => ({
    seat: n, name, bot: false, level: null, token: `secret-token-${n}-abcdefgh`, connected: true, left: false, done: false,
    ready: false, total: 4, scores: [4], words: [{ word, points: 1, path: m.solution!.find((w) => w.word === word)!.path }],
    rejected: [], sittingOut: false, plan: [],
  });
  m.seats = [seat(0, "Ann", "tear"), { ...seat(1, "Robo", "gold"), bot: true, level: "hard", token: null, words: [] }];
  return m;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const k of Object.keys(droppedFrames)) delete droppedFrames[k];
});

describe("the table's frames", () => {
  it("accept the views the table sends, for a seat and for a watcher, exactly as sent", () => {
    const m = playing();
    for (const view of [stateView(m, 0, NOW), watcherView(m, NOW, [{ name: "Cy", wantsSeat: true }])]) {
      const text = JSON.stringify(view);
      expect(parseTableFrame(text)).toEqual(JSON.parse(text));
    }
    expect(v.is(ServerMessageSchema, { type: "watchers", watchers: [] })).toBe(true);
    expect(seatViews(m).every((s) => v.is(StateMessageSchema.entries.seats.item, s))).toBe(true);
  });

  it("refuse a frame whose shape drifted, naming the type and the path, and count it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const state = stateView(playing(), 0, NOW);
    const drifted = { ...state, seats: state.seats.map((s, i) => (i === 1 ? { ...s, total: "4" } : s)) };
    expect(parseTableFrame(JSON.stringify(drifted))).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/table frame "state" at seats\.1\.total/);
    expect(parseTableFrame(JSON.stringify({ type: "verdict", word: "tea", ok: false, reason: "too_rude" }))).toBeNull();
    expect(parseTableFrame(JSON.stringify({ type: "roundEnd", round: 1 }))).toBeNull();
    expect(parseTableFrame(JSON.stringify({ type: "surprise" }))).toBeNull();
    expect(parseTableFrame("{not json")).toBeNull();
    expect(parseTableFrame("null")).toBeNull();
    expect(droppedFrames).toEqual({ "table/state": 1, "table/verdict": 1, "table/roundEnd": 1, "table/surprise": 1, "table/(not JSON)": 1, "table/(no type)": 1 });
  });

  it("keep a verdict's two shapes apart: an accepted word has points and a path, a refusal a reason", () => {
    expect(v.is(ServerMessageSchema, { type: "verdict", word: "tea", ok: true, points: 1, path: [0, 1, 2] })).toBe(true);
    expect(v.is(ServerMessageSchema, { type: "verdict", word: "tea", ok: true, reason: "too_short" })).toBe(false);
    expect(v.is(ServerMessageSchema, { type: "verdict", word: "te", ok: false, reason: "too_short", penalty: 1, by: { seat: 1, name: "Bo" } })).toBe(true);
  });
});

describe("the arena's and the lobby's frames", () => {
  it("accept what a shard and the lobby send, and refuse what drifted", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const arena = (text: unknown) => parseServerFrame(ArenaServerMessageSchema, JSON.stringify(text), "arena");
    const lobby = (text: unknown) => parseServerFrame(LobbyServerMessageSchema, JSON.stringify(text), "lobby");
    expect(arena({ type: "move", shard: 2, shards: 4 })).toEqual({ type: "move", shard: 2, shards: 4 });
    expect(arena({ type: "live", round: 3, points: 4, place: null, players: 9, online: 12, asOf: NOW, now: NOW })).not.toBeNull();
    expect(arena({ type: "move", shard: "2", shards: 4 })).toBeNull();
    expect(arena({ type: "error", code: "idle", message: "Idle too long" })).not.toBeNull();
    expect(arena({ type: "error", code: "teapot", message: "?" })).toBeNull();
    const queued = { type: "queued", waiting: 3, since: NOW, rating: 1500, provisional: true, language: "de", usualWaitMs: null };
    expect(lobby(queued)).toEqual(queued);
    expect(lobby({ ...queued, language: "xx" })).toBeNull();
    expect(lobby({ type: "matched", tableId: "T", url: "/t/T", token: "k", players: [{ playerId: "p", name: "Ann" }] })).toBeNull();
    expect(droppedFrames).toEqual({ "arena/move": 1, "arena/error": 1, "lobby/queued": 1, "lobby/matched": 1 });
  });
});
