/**
 * Every frame an arena shard sends a player's browser over `/api/arena/<arena>/ws`, and the
 * arena's HTTP answers, as valibot schemas whose outputs are the types (see
 * table-frames.ts for why: one source of truth, and the first page load does not carry
 * them). The arena's chunk parses with them (client/arena/session.ts, client/arena/api.ts).
 */
import * as v from "valibot";
import { ARENA_KEYS } from "./arena.ts";

const num = v.number();
const str = v.string();
const bool = v.boolean();
const path = v.array(num);
const arenaKey = v.picklist(ARENA_KEYS);

export const ARENA_PHASES = ["idle", "countdown", "playing", "results"] as const;
export type ArenaPhase = (typeof ARENA_PHASES)[number];

/** A round as the clock shows it. */
export const ArenaRoundInfoSchema = v.object({ id: str, number: num, startsAt: num, endsAt: num });
export type ArenaRoundInfo = v.InferOutput<typeof ArenaRoundInfoSchema>;

const wordEntries = { word: str, points: num, path };
/** An accepted word of yours. */
export const ArenaWordSchema = v.object(wordEntries);
export type ArenaWord = v.InferOutput<typeof ArenaWordSchema>;

/** A result in a list, with its place (equal points share one). */
export const ArenaPlacedEntrySchema = v.object({ playerId: str, name: str, points: num, words: num, place: num });
export type ArenaPlacedEntry = v.InferOutput<typeof ArenaPlacedEntrySchema>;

/** A player named beside you in the standings. */
export const ArenaNeighbourSchema = v.object({ playerId: str, name: str, points: num, place: num });
export type ArenaNeighbour = v.InferOutput<typeof ArenaNeighbourSchema>;

/** One of a round's best words: how many found it, and the first few who did. */
export const ArenaBestWordSchema = v.object({
  word: str, points: num, found: num, share: num,
  finders: v.array(v.object({ playerId: str, name: str })),
});
export type ArenaBestWord = v.InferOutput<typeof ArenaBestWordSchema>;

const summaryEntries = {
  roundId: str,
  arena: arenaKey,
  number: num,
  startedAt: num,
  endedAt: num,
  board: v.array(str),
  boardWords: num,
  /** Players with a counted result. */
  players: num,
  /** [points, players], highest first. */
  histogram: v.array(v.tuple([num, num])),
  top: v.array(ArenaPlacedEntrySchema),
  best: v.array(ArenaBestWordSchema),
  /** Every shard that played had reported when the results were made. */
  complete: bool,
};
/** A round's results, the same for everyone (top 10 on the socket, 100 over HTTP). */
export const ArenaRoundSummarySchema = v.object(summaryEntries);
export type ArenaRoundSummary = v.InferOutput<typeof ArenaRoundSummarySchema>;

/** One of your words after the round: how many found it and their share of the players. */
export const ArenaResultWordSchema = v.object({
  ...wordEntries, found: num, share: num,
  /** Nobody else found it. */
  unique: bool,
});
export type ArenaResultWord = v.InferOutput<typeof ArenaResultWordSchema>;

/** Your round. `place` and `percentile` are null without a counted result (no word, or flagged). */
export const ArenaYourResultSchema = v.object({
  points: num,
  words: v.array(ArenaResultWordSchema),
  place: v.nullable(num),
  percentile: v.nullable(num),
  flagged: bool,
  /** You played the round berserk (half its time, for an event's bonus). */
  berserk: bool,
  above: v.nullable(ArenaNeighbourSchema),
  below: v.nullable(ArenaNeighbourSchema),
});
export type ArenaYourResult = v.InferOutput<typeof ArenaYourResultSchema>;

export const ARENA_REJECT_REASONS = ["too_short", "not_on_board", "not_a_word", "already_found", "invalid", "not_playing", "not_started"] as const;
export type ArenaRejectReason = (typeof ARENA_REJECT_REASONS)[number];

export const ARENA_ERROR_CODES = [
  "frame_too_large", "bad_json", "bad_message", "rate_limited", "bad_player", "join_timeout", "not_joined", "already_joined",
  "wrong_shard", "arena_full", "too_many_connections", "unavailable", "idle", "replaced",
  "berserk_too_late", "not_in_event",
] as const;
export type ArenaErrorCode = (typeof ARENA_ERROR_CODES)[number];

/** Shard → client. */
export const ArenaServerMessageSchema = v.variant("type", [
  v.object({ type: v.literal("welcome"), playerId: str, name: str, shard: num, protocol: num }),
  v.object({
    type: v.literal("arena"),
    arena: arenaKey,
    phase: v.picklist(ARENA_PHASES),
    /** The round being played, counted down to, or whose results are shown; null while idle. */
    round: v.nullable(ArenaRoundInfoSchema),
    /** In the results: when the next round starts (null when the arena stops after this one). */
    nextAt: v.nullable(num),
    /** The board: only once its round has started (never in a countdown), kept through its results. */
    board: v.nullable(v.array(str)),
    boardWords: v.nullable(num),
    /** Your accepted words of `round`, and their points. */
    words: v.array(ArenaWordSchema),
    points: num,
    shard: num,
    shards: num,
    now: num,
  }),
  v.variant("ok", [
    v.object({ type: v.literal("verdict"), word: str, ok: v.literal(true), points: num, path }),
    v.object({ type: v.literal("verdict"), word: str, ok: v.literal(false), reason: v.picklist(ARENA_REJECT_REASONS) }),
  ]),
  v.object({
    type: v.literal("live"),
    round: num,
    points: num,
    /** Your place among everyone with a result so far; null before your first word. */
    place: v.nullable(num),
    /** Players with a result so far, and players connected. */
    players: num,
    online: num,
    /** The oldest figures the place counts from (ms since the epoch). */
    asOf: num,
    now: num,
  }),
  v.object({ type: v.literal("results"), results: ArenaRoundSummarySchema, you: v.nullable(ArenaYourResultSchema) }),
  v.object({ type: v.literal("move"), shard: num, shards: num }),
  /** Your berserk choice is kept: round `round` is yours until `endsAt` (half its time), sent again on a rejoin. */
  v.object({ type: v.literal("berserk"), round: num, endsAt: num }),
  v.object({ type: v.literal("error"), code: v.picklist(ARENA_ERROR_CODES), message: str }),
  v.object({ type: v.literal("pong"), id: num, now: num }),
]);
export type ArenaServerMessage = v.InferOutput<typeof ArenaServerMessageSchema>;

// ---------------------------------------------------------------- HTTP

/** `GET /api/arena/<arena>`: where the arena is now. */
export const ArenaStatusResponseSchema = v.object({
  arena: arenaKey,
  phase: v.picklist(ARENA_PHASES),
  round: v.nullable(ArenaRoundInfoSchema),
  nextAt: v.nullable(num),
  /** Shards of the round being played or the next one: a player's is `shardOf(playerId, shards)`. */
  shards: num,
  online: num,
  /** Players with a result in the round being played (or just shown). */
  players: num,
  now: num,
});
export type ArenaStatusResponse = v.InferOutput<typeof ArenaStatusResponseSchema>;

/** `GET /api/arena/rounds/<roundId>`: a finished round, with its top 100 and every word found. */
export const ArenaRoundResponseSchema = v.object({
  ...summaryEntries,
  /** Every word somebody found: how many, and their share of the players. */
  words: v.array(v.object({ word: str, found: num, share: num })),
});
export type ArenaRoundResponse = v.InferOutput<typeof ArenaRoundResponseSchema>;

/** A result on the arena's best-of boards. */
export const ArenaBestEntrySchema = v.object({
  playerId: str, name: str, points: num, words: num, place: num, roundId: str, at: num,
});
export type ArenaBestEntry = v.InferOutput<typeof ArenaBestEntrySchema>;

/** `GET /api/arena/<arena>/best`: the best results of the last hour and the last day, one per player. */
export const ArenaBestResponseSchema = v.object({
  arena: arenaKey,
  hour: v.array(ArenaBestEntrySchema),
  day: v.array(ArenaBestEntrySchema),
});
export type ArenaBestResponse = v.InferOutput<typeof ArenaBestResponseSchema>;

/** `GET /api/players/<playerId>/arena`: a player's arena history (null figures before a counted round). */
export const ArenaHistoryResponseSchema = v.object({
  rounds: num,
  bestPlace: v.nullable(num),
  bestPlaceRound: v.nullable(str),
  bestPercentile: v.nullable(num),
  bestPercentileRound: v.nullable(str),
  lastPlayedAt: v.nullable(num),
});
export type ArenaHistoryResponse = v.InferOutput<typeof ArenaHistoryResponseSchema>;
