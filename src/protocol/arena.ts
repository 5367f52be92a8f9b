/**
 * The arena's wire contract (docs/protocol.md, "The arena"): what a player's browser and
 * an arena shard say to each other over `/api/arena/<arena>/ws?shard=<k>`, and the
 * arena's HTTP answers. One arena per language: its key is the language's code, and
 * round ids begin with it (`en-42`).
 */
import * as v from "valibot";
import { parseFrame, type FrameProblem } from "./frames.ts";
import { PLAYER_ID_PATTERN } from "./ids.ts";
import { LANGUAGES } from "./values.ts";
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

// Every frame a shard sends and the arena's HTTP answers, with their schemas, are in arena-frames.ts.
