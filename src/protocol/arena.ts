/**
 * The arena's wire contract (docs/protocol.md, "The arena"): what a player's browser and
 * an arena shard say to each other over `/api/arena/<arena>/ws?shard=<k>`, and the
 * arena's HTTP answers. One arena per language: its key is the language's code, and
 * round ids begin with it (`en-42`).
 */
import * as v from "valibot";
import { parseFrame, type FrameProblem } from "./frames.ts";
import { PLAYER_ID_PATTERN } from "./ids.ts";
import { LANGUAGES, type Language } from "./settings.ts";
import { MAX_WORD_CHARS } from "./table.ts";

/**
 * The arenas that run: one per language, keyed by its code. Every arena object takes its
 * language's dice and dictionary from its key (issue 35 opened the eight beside English).
 */
export const ARENA_KEYS = LANGUAGES;
export type ArenaKey = (typeof ARENA_KEYS)[number];

/** Whether `key` names an arena. */
export function isArenaKey(key: string): key is ArenaKey {
  return (ARENA_KEYS as readonly string[]).includes(key);
}

/** A round id: the arena's key and the round's number (`en-42`). */
export const ARENA_ROUND_ID_PATTERN = /^[a-z]{2}-[1-9][0-9]{0,11}$/;

/** Whether `id` has the shape of a round id (not whether the round was played). */
export function isArenaRoundId(id: string): boolean {
  return ARENA_ROUND_ID_PATTERN.test(id);
}

/**
 * Most shards an arena may have (the Worker refuses a shard number past it): 4,096 of
 * about 250 players, some a million at once. Up to 256 (what one coordinator was measured
 * to carry: docs/operating.md, "How far one coordinator goes") sync with the coordinator
 * directly; past that, through branches of 256 (src/arena/tree.ts), 16 at most.
 */
export const ARENA_MAX_SHARDS = 4_096;

// ---------------------------------------------------------------- client → shard

const PlayerIdSchema = v.pipe(v.string(), v.regex(PLAYER_ID_PATTERN, "Malformed player id"));
const SecretSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, "Malformed secret"));
const CellSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(35));

export const ArenaClientMessageSchema = v.variant("type", [
  v.strictObject({ type: v.literal("join"), playerId: PlayerIdSchema, secret: SecretSchema }),
  v.pipe(
    v.strictObject({
      type: v.literal("word"),
      word: v.optional(v.pipe(v.string(), v.maxLength(MAX_WORD_CHARS, "Entry too long"))),
      path: v.optional(v.pipe(v.array(CellSchema), v.minLength(1), v.maxLength(36))),
    }),
    v.check((m) => m.word !== undefined || m.path !== undefined, "A word entry needs a word or a path"),
  ),
  v.strictObject({ type: v.literal("ping"), id: v.pipe(v.number(), v.integer()) }),
  /** Play the next round of an event with half its time (src/arena/berserk.ts): before it starts. */
  v.strictObject({ type: v.literal("berserk") }),
]);
export type ArenaClientMessage = v.InferOutput<typeof ArenaClientMessageSchema>;

/** Parse and validate one frame sent to an arena shard (the same frame cap as a table). Never throws. */
export function parseArenaMessage(frame: string | ArrayBuffer):
  { ok: true; message: ArenaClientMessage } | { ok: false; code: FrameProblem; message: string } {
  return parseFrame(ArenaClientMessageSchema, frame);
}

// ---------------------------------------------------------------- shard → client

export type ArenaPhase = "idle" | "countdown" | "playing" | "results";

/** A round as the clock shows it. */
export interface ArenaRoundInfo {
  id: string;
  number: number;
  startsAt: number;
  endsAt: number;
}

/** An accepted word of yours. */
export interface ArenaWord {
  word: string;
  points: number;
  path: number[];
}

/** A result in a list, with its place (equal points share one). */
export interface ArenaPlacedEntry {
  playerId: string;
  name: string;
  points: number;
  words: number;
  place: number;
}

/** A player named beside you in the standings. */
export interface ArenaNeighbour {
  playerId: string;
  name: string;
  points: number;
  place: number;
}

/** One of a round's best words: how many found it, and the first few who did. */
export interface ArenaBestWord {
  word: string;
  points: number;
  found: number;
  share: number;
  finders: { playerId: string; name: string }[];
}

/** A round's results, the same for everyone (top 10 on the socket, 100 over HTTP). */
export interface ArenaRoundSummary {
  roundId: string;
  arena: ArenaKey;
  number: number;
  startedAt: number;
  endedAt: number;
  board: string[];
  boardWords: number;
  /** Players with a counted result. */
  players: number;
  /** [points, players], highest first. */
  histogram: [number, number][];
  top: ArenaPlacedEntry[];
  best: ArenaBestWord[];
  /** Every shard that played had reported when the results were made. */
  complete: boolean;
}

/** One of your words after the round: how many found it and their share of the players. */
export interface ArenaResultWord extends ArenaWord {
  found: number;
  share: number;
  /** Nobody else found it. */
  unique: boolean;
}

/** Your round. `place` and `percentile` are null without a counted result (no word, or flagged). */
export interface ArenaYourResult {
  points: number;
  words: ArenaResultWord[];
  place: number | null;
  percentile: number | null;
  flagged: boolean;
  /** You played the round berserk (half its time, for an event's bonus). */
  berserk: boolean;
  above: ArenaNeighbour | null;
  below: ArenaNeighbour | null;
}

export type ArenaRejectReason = "too_short" | "not_on_board" | "not_a_word" | "already_found" | "invalid" | "not_playing" | "not_started";

export type ArenaErrorCode =
  | FrameProblem | "rate_limited" | "bad_player" | "join_timeout" | "not_joined" | "already_joined"
  | "wrong_shard" | "arena_full" | "too_many_connections" | "unavailable" | "idle" | "replaced"
  | "berserk_too_late" | "not_in_event";

/** Close codes an arena shard uses (see docs/protocol.md). */
export const ARENA_CLOSE = {
  /** Unknown player or wrong secret. */
  badPlayer: 4401,
  /** Not joined in time, idle too long, or pushed out by newer sockets from the same address. */
  idle: 4408,
  /** The same player joined from another socket. */
  replaced: 4409,
  /** Play on another shard (`move` says which). */
  moved: 4302,
  /** The shard is full. */
  full: 4503,
} as const;

/** Shard → client. */
export type ArenaServerMessage =
  | { type: "welcome"; playerId: string; name: string; shard: number; protocol: number }
  | {
    type: "arena";
    arena: ArenaKey;
    phase: ArenaPhase;
    /** The round being played, counted down to, or whose results are shown; null while idle. */
    round: ArenaRoundInfo | null;
    /** In the results: when the next round starts (null when the arena stops after this one). */
    nextAt: number | null;
    /** The board: only once its round has started (never in a countdown), kept through its results. */
    board: string[] | null;
    boardWords: number | null;
    /** Your accepted words of `round`, and their points. */
    words: ArenaWord[];
    points: number;
    shard: number;
    shards: number;
    now: number;
  }
  | { type: "verdict"; word: string; ok: true; points: number; path: number[] }
  | { type: "verdict"; word: string; ok: false; reason: ArenaRejectReason }
  | {
    type: "live";
    round: number;
    points: number;
    /** Your place among everyone with a result so far; null before your first word. */
    place: number | null;
    /** Players with a result so far, and players connected. */
    players: number;
    online: number;
    /** The oldest figures the place counts from (ms since the epoch). */
    asOf: number;
    now: number;
  }
  | { type: "results"; results: ArenaRoundSummary; you: ArenaYourResult | null }
  | { type: "move"; shard: number; shards: number }
  /** Your berserk choice is kept: round `round` is yours until `endsAt` (half its time), sent again on a rejoin. */
  | { type: "berserk"; round: number; endsAt: number }
  | { type: "error"; code: ArenaErrorCode; message: string }
  | { type: "pong"; id: number; now: number };

// ---------------------------------------------------------------- HTTP

/** `GET /api/arena/<arena>`: where the arena is now. */
export interface ArenaStatusResponse {
  arena: ArenaKey;
  phase: ArenaPhase;
  round: ArenaRoundInfo | null;
  nextAt: number | null;
  /** Shards of the round being played or the next one: a player's is `shardOf(playerId, shards)`. */
  shards: number;
  online: number;
  /** Players with a result in the round being played (or just shown). */
  players: number;
  now: number;
}

/** `GET /api/arena/rounds/<roundId>`: a finished round, with its top 100 and every word found. */
export interface ArenaRoundResponse extends ArenaRoundSummary {
  /** Every word somebody found: how many, and their share of the players. */
  words: { word: string; found: number; share: number }[];
}

/** A result on the arena's best-of boards. */
export interface ArenaBestEntry {
  playerId: string;
  name: string;
  points: number;
  words: number;
  place: number;
  roundId: string;
  at: number;
}

/** `GET /api/arena/<arena>/best`: the best results of the last hour and the last day, one per player. */
export interface ArenaBestResponse {
  arena: ArenaKey;
  hour: ArenaBestEntry[];
  day: ArenaBestEntry[];
}

/** `GET /api/players/<playerId>/arena`: a player's arena history (null figures before a counted round). */
export interface ArenaHistoryResponse {
  rounds: number;
  bestPlace: number | null;
  bestPlaceRound: string | null;
  bestPercentile: number | null;
  bestPercentileRound: string | null;
  lastPlayedAt: number | null;
}
