/**
 * The wire contract between a player's browser and a table, in one place. Both sides
 * import it: the server validates every frame a client sends with `parseClientMessage`
 * (never a cast), and the client builds its views from the server message types below.
 * Messages are JSON, one per WebSocket frame. Seats are numbers from 0, boards are
 * row-major arrays of lower-case cell texts ("qu" for the Q die) and times are
 * milliseconds since the epoch. See docs/protocol.md.
 */
import * as v from "valibot";
import { nameProblem } from "./game/names.ts";

/** Bumped when a message changes shape incompatibly. */
export const PROTOCOL_VERSION = 1;

/** Frames larger than this are refused without being parsed. */
export const MAX_FRAME_BYTES = 4096;

/** Longest entry a client may send; no board has a path this long. */
export const MAX_WORD_CHARS = 64;

// ---------------------------------------------------------------- settings

/** Round counts offered as the common choices (any whole number 1–20 is accepted). */
export const ROUND_CHOICES = [1, 3, 5] as const;
export const BOARD_CHOICES = ["4x4", "5x5", "6x6"] as const;
export const BOT_LEVELS = ["easy", "normal", "hard"] as const;
export const TIMER_CHOICES = ["normal", "relaxed", "quick"] as const;
export const SCORING_CHOICES = ["classic", "big", "superbig"] as const;
export const MIN_LENGTH_CHOICES = [3, 4] as const;

/** Ranges of the numeric house rules (inclusive). */
export const ROUNDS_RANGE = { min: 1, max: 20 } as const;
export const TARGET_RANGE = { min: 10, max: 500 } as const;
export const ROUND_SECONDS_RANGE = { min: 30, max: 600, step: 15 } as const;
export const PENALTY_RANGE = { min: 0, max: 5 } as const;

export type BoardChoice = (typeof BOARD_CHOICES)[number];
export type BotLevel = (typeof BOT_LEVELS)[number];
export type TimerChoice = (typeof TIMER_CHOICES)[number];
export type ScoringChoice = (typeof SCORING_CHOICES)[number];

/**
 * A table's settings: the common choices and the house rules. `null` means "the board's
 * usual" (`minLength`, `scoring`), "the timer preset" (`roundSeconds`) or "no target".
 */
export interface Settings {
  /** Rounds to play (ignored while `target` is set). */
  rounds: number;
  /** Play until someone's total reaches this, instead of a fixed number of rounds. */
  target: number | null;
  board: BoardChoice;
  bots: BotLevel;
  timer: TimerChoice;
  /** Round length in seconds, overriding `timer`. */
  roundSeconds: number | null;
  /** Shortest word allowed, in letters (Qu is two). */
  minLength: 3 | 4 | null;
  /** Shared words score nothing (false: everyone scores all they found). */
  cancellation: boolean;
  /** Points table. */
  scoring: ScoringChoice | null;
  /** Names of people, places, days, months… count as words. */
  properNouns: boolean;
  /** Points taken off for each entry refused as `not_a_word` or `not_on_board`. */
  penalty: number;
}

export const DEFAULT_SETTINGS: Settings = {
  rounds: 3, target: null, board: "4x4", bots: "normal", timer: "normal", roundSeconds: null,
  minLength: null, cancellation: true, scoring: null, properNouns: false, penalty: 0,
};

/** Settings keys whose change rescores the rounds already played. */
export const SCORING_KEYS = ["cancellation", "scoring", "penalty"] as const;

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer("Must be a whole number"), v.minValue(min, `At least ${min}`), v.maxValue(max, `At most ${max}`));

export const SettingsPatchSchema = v.strictObject({
  rounds: v.optional(wholeNumber(ROUNDS_RANGE.min, ROUNDS_RANGE.max)),
  target: v.optional(v.nullable(wholeNumber(TARGET_RANGE.min, TARGET_RANGE.max))),
  board: v.optional(v.picklist(BOARD_CHOICES)),
  bots: v.optional(v.picklist(BOT_LEVELS)),
  timer: v.optional(v.picklist(TIMER_CHOICES)),
  roundSeconds: v.optional(v.nullable(v.pipe(
    wholeNumber(ROUND_SECONDS_RANGE.min, ROUND_SECONDS_RANGE.max),
    v.multipleOf(ROUND_SECONDS_RANGE.step, `In steps of ${ROUND_SECONDS_RANGE.step} seconds`),
  ))),
  minLength: v.optional(v.nullable(v.picklist(MIN_LENGTH_CHOICES))),
  cancellation: v.optional(v.boolean()),
  scoring: v.optional(v.nullable(v.picklist(SCORING_CHOICES))),
  properNouns: v.optional(v.boolean()),
  penalty: v.optional(wholeNumber(PENALTY_RANGE.min, PENALTY_RANGE.max)),
});
export type SettingsPatch = v.InferOutput<typeof SettingsPatchSchema>;

// ---------------------------------------------------------------- tables over HTTP

/**
 * A table id: 128 random bits in base64url (22 characters). The Worker refuses anything
 * else before it reaches a Durable Object, so ids cannot be guessed or forged into names.
 */
export const TABLE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Whether `id` has the shape of a table id (not whether the table exists). */
export function isTableId(id: string): boolean {
  return TABLE_ID_PATTERN.test(id);
}

/**
 * Body of `POST /api/tables` (optional). `playWithBots` makes a table with one computer
 * player that starts as soon as the first person joins.
 */
export const CreateTableSchema = v.strictObject({
  settings: v.optional(SettingsPatchSchema),
  playWithBots: v.optional(v.boolean()),
});
export type CreateTableRequest = v.InferOutput<typeof CreateTableSchema>;

/** Answer to `POST /api/tables`. */
export interface CreateTableResponse {
  tableId: string;
  url: string;
}

/** Answer to `GET /api/tables/<id>/results` once the match has finished. */
export interface ResultsResponse extends MatchSummary {
  tableId: string;
  /** Which match at this table (1 for the first; Play again starts the next). */
  match: number;
  finishedAt: number;
  settings: Settings;
  /** Ranked matches: each player's rating change (see RatingChange). */
  ranked?: boolean;
  ratings?: RatingChange[];
  /** Ranked matches: every round's lists, as `roundEnd` carried them. */
  roundLists?: RoundEndMessage[];
}

// ---------------------------------------------------------------- client → server

/** A display name: see src/game/names.ts for what a name may hold (and why). */
export const NameSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_FRAME_BYTES),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? nameProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

const TokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "Malformed seat token"));
const CellSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(35));

export const ClientMessageSchema = v.variant("type", [
  v.strictObject({ type: v.literal("join"), name: NameSchema, token: v.optional(TokenSchema) }),
  v.strictObject({ type: v.literal("settings"), settings: SettingsPatchSchema }),
  v.strictObject({ type: v.literal("addBot"), level: v.optional(v.picklist(BOT_LEVELS)) }),
  v.strictObject({ type: v.literal("removeBot"), seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)) }),
  v.strictObject({ type: v.literal("start") }),
  v.pipe(
    v.strictObject({
      type: v.literal("word"),
      word: v.optional(v.pipe(v.string(), v.maxLength(MAX_WORD_CHARS, "Entry too long"))),
      path: v.optional(v.pipe(v.array(CellSchema), v.minLength(1), v.maxLength(36))),
    }),
    v.check((m) => m.word !== undefined || m.path !== undefined, "A word entry needs a word or a path"),
  ),
  v.strictObject({ type: v.literal("done") }),
  v.strictObject({ type: v.literal("ready") }),
  v.strictObject({ type: v.literal("leave") }),
  v.strictObject({ type: v.literal("playAgain") }),
  v.strictObject({ type: v.literal("tieBreak") }),
  v.strictObject({ type: v.literal("ping"), id: v.pipe(v.number(), v.integer()) }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

export type ParseResult =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: "frame_too_large" | "bad_json" | "bad_message"; message: string };

const utf8 = new TextEncoder();

/** Parse and validate one frame from a client. Never throws. */
export function parseClientMessage(frame: string | ArrayBuffer): ParseResult {
  return parseFrame(ClientMessageSchema, frame);
}

/** Check a frame's size, parse its JSON and validate it against `schema`. Never throws. */
function parseFrame<S extends v.GenericSchema>(
  schema: S, frame: string | ArrayBuffer,
): { ok: true; message: v.InferOutput<S> } | { ok: false; code: "frame_too_large" | "bad_json" | "bad_message"; message: string } {
  if (typeof frame !== "string") return { ok: false, code: "bad_message", message: "Frames must be text" };
  // UTF-16 length first (cheap); only a frame that might be over in UTF-8 is encoded.
  if (frame.length > MAX_FRAME_BYTES || (frame.length > MAX_FRAME_BYTES / 3 && utf8.encode(frame).length > MAX_FRAME_BYTES)) {
    return { ok: false, code: "frame_too_large", message: `Frames are at most ${MAX_FRAME_BYTES} bytes` };
  }
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return { ok: false, code: "bad_json", message: "Frame is not valid JSON" };
  }
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, message: result.output };
  const issue = result.issues[0];
  const where = issue.path?.map((p) => String(p.key)).join(".");
  return { ok: false, code: "bad_message", message: where ? `${where}: ${issue.message}` : issue.message };
}

// ---------------------------------------------------------------- server → client

export type Phase = "lobby" | "playing" | "review" | "finished";

export type VerdictReason =
  | "too_short" | "not_on_board" | "not_a_word" | "already_found" | "not_playing" | "done" | "invalid"
  | "sitting_out";

export type ErrorCode =
  | "frame_too_large" | "bad_json" | "bad_message" | "rate_limited"
  | "not_joined" | "already_joined" | "bad_token" | "table_full" | "table_finished"
  | "not_host" | "wrong_phase" | "not_enough_players" | "no_such_seat" | "unknown_table"
  | "dictionary_missing" | "no_tie" | "internal"
  | "join_timeout" | "seat_removed" | "forbidden_origin"
  | "ranked_table" | "not_invited";

export interface SeatView {
  seat: number;
  name: string;
  bot: boolean;
  /** Level of a computer player. */
  level?: BotLevel;
  host: boolean;
  connected: boolean;
  count: number;
  done: boolean;
  ready: boolean;
  total: number;
  /** Left the match; a computer player may now hold the seat. */
  left: boolean;
  /** Not playing the current tie-break round (watching). */
  sittingOut: boolean;
}

export interface OwnWord {
  word: string;
  points: number;
  path: number[];
}

export interface StateMessage {
  type: "state";
  phase: Phase;
  round: number;
  rounds: number;
  board: string[] | null;
  endsAt: number | null;
  /** When the next round starts, during review. */
  nextAt: number | null;
  /** The current (or last) round is a tie-break between the seats not sitting out. */
  tieBreak: boolean;
  now: number;
  boardWords: number | null;
  seats: SeatView[];
  you: number;
  words: OwnWord[];
  settings: Settings;
  tableId: string;
  /** A ranked table (seat 000's defaults, seats only for the matched players). */
  ranked?: boolean;
  /** Ranked, before the start: when the match starts with whoever has come. */
  startBy?: number | null;
  /** Ranked: fewer than two matched players came, so the match was called off. */
  cancelled?: boolean;
}

export interface ReviewWord {
  word: string;
  points: number;
  shared: boolean;
  path: number[];
}

/** A word nobody found; `rare` marks one rarer than SCOWL size 50 (shown only when nothing commoner is left). */
export interface UnfoundWord {
  word: string;
  path: number[];
  rare?: true;
}

/** One player's round on the score sheet (seed 003's metrics). */
export interface RoundMetrics {
  /** 1-based round number. */
  round: number;
  /** The round's score after cancellation and penalties (may be below zero). */
  points: number;
  /** Accepted words. */
  words: number;
  /** Longest accepted word ("" when none). */
  longest: string;
  /** Points taken off for refused entries. */
  penalty: number;
  /** A tie-break round. */
  tieBreak: boolean;
}

export interface RoundPlayer {
  seat: number;
  name: string;
  words: ReviewWord[];
  /** Entries refused as `not_a_word` or `not_on_board` (what a penalty counts). */
  rejected: string[];
  /** Points taken off for them. */
  penalty: number;
  score: number;
  total: number;
  /** Accepted words. */
  wordsFound: number;
  /** Longest accepted word ("" when none). */
  longest: string;
}

export interface RoundEndMessage {
  type: "roundEnd";
  round: number;
  /** A tie-break round, played by the tied players only. */
  tieBreak: boolean;
  board: string[];
  boardWords: number;
  /** Everyone who played the round (not those sitting out a tie-break). */
  players: RoundPlayer[];
  /** Seats that sat this round out (a tie-break's onlookers). */
  sittingOut: number[];
  unfound: UnfoundWord[];
  nextAt: number | null;
  /** Standings so far: totals after this round, with shared places. */
  standings: StandingView[];
}

export interface StandingView {
  seat: number;
  name: string;
  total: number;
  rank: number;
}

/** Why a match finished (or, while it is open, null). */
export type MatchEndReason = "rounds" | "target" | "tieBreak" | "forfeit";

/** The standings of a finished match, as `matchEnd` and `/results` carry them. */
export interface MatchSummary {
  standings: StandingView[];
  winners: number[];
  /** Per seat: each round's score in order (0 for a round sat out) and its metrics. */
  rounds: { seat: number; scores: number[]; metrics: RoundMetrics[] }[];
  /** What ended it; "tieBreak" when a tie-break round decided first place. */
  decidedBy: MatchEndReason;
  /** Tie-break rounds played. */
  tieBreaks: number;
}

/** One changed setting, for the notice everyone gets. */
export interface SettingChange {
  key: keyof Settings;
  from: Settings[keyof Settings];
  to: Settings[keyof Settings];
}

/**
 * To everyone when the host changed settings during or after a match: who changed what,
 * whether the rounds played were rescored, and the new standings. A fresh `state` follows,
 * and when rounds were rescored the review's `roundEnd` (and `matchEnd` once finished) are
 * sent again with the new points.
 */
export interface RulesChangedMessage {
  type: "rulesChanged";
  seat: number;
  name: string;
  changes: SettingChange[];
  rescored: boolean;
  /** What happened to the match: reopened (a next round is due), finished, or neither. */
  match: "reopened" | "finished" | null;
  standings: StandingView[];
  /** The notice, in words ("Ann turned cancellation off; rounds 1–2 rescored"). */
  text: string;
}

export type ServerMessage =
  | { type: "welcome"; seat: number; token: string; protocol: number }
  | StateMessage
  | { type: "verdict"; word: string; ok: true; points: number; path: number[] }
  | { type: "verdict"; word: string; ok: false; reason: VerdictReason; /** Points this refusal costs. */ penalty?: number }
  | { type: "counts"; counts: Record<string, number> }
  /** A seat's connection came or went (sent instead of a full `state`). */
  | { type: "presence"; seat: number; connected: boolean }
  | RoundEndMessage
  | ({ type: "matchEnd" } & MatchSummary)
  | RulesChangedMessage
  | { type: "error"; code: ErrorCode; message: string }
  | { type: "pong"; id: number; now: number }
  | RatingsMessage;

// ---------------------------------------------------------------- ranked play (docs/ranked.md)

/** A player id: 22 base64url characters, like a table id. */
export const PLAYER_ID_PATTERN = TABLE_ID_PATTERN;

/** Whether `id` has the shape of a player id. */
export function isPlayerId(id: string): boolean {
  return PLAYER_ID_PATTERN.test(id);
}

const PlayerIdSchema = v.pipe(v.string(), v.regex(PLAYER_ID_PATTERN, "Malformed player id"));
const SecretSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, "Malformed secret"));

/** Body of `POST /api/players` and `PATCH /api/players/<playerId>`. */
export const PlayerNameSchema = v.strictObject({ name: NameSchema });

/** Answer to `POST /api/players` (201). The only time the secret is ever sent. */
export interface NewPlayerResponse {
  playerId: string;
  secret: string;
  name: string;
}

/** Answer to `PATCH /api/players/<playerId>`. */
export interface RenamedPlayerResponse {
  playerId: string;
  name: string;
}

/**
 * A rating on the display scale (a new player is 1500). `provisional` while the
 * uncertainty is high: show it as `1500?`.
 */
export interface RatingView {
  rating: number;
  provisional: boolean;
}

/** One match in a profile's history, newest first. */
export interface HistoryEntry {
  tableId: string;
  finishedAt: number;
  /** 1 = first; equal totals share a place. */
  place: number;
  players: { playerId: string; name: string; place: number }[];
  ratingBefore: RatingView;
  ratingAfter: RatingView;
}

/** Answer to `GET /api/players/<playerId>`. */
export interface ProfileResponse extends RatingView {
  playerId: string;
  name: string;
  games: number;
  wins: number;
  history: HistoryEntry[];
}

/** One row of `GET /api/leaderboard`. */
export interface LeaderboardRow {
  rank: number;
  playerId: string;
  name: string;
  rating: number;
  games: number;
  wins: number;
}

/** Answer to `GET /api/leaderboard?limit=N`. */
export interface LeaderboardResponse {
  players: LeaderboardRow[];
}

/** A ranked player's rating before and after a match. */
export interface RatingChange {
  seat: number;
  playerId: string;
  name: string;
  place: number;
  before: RatingView;
  after: RatingView;
}

/** Table → client, once a ranked match's result is stored: every player's change. */
export interface RatingsMessage {
  type: "ratings";
  tableId: string;
  ratings: RatingChange[];
}

/** Client → lobby (`GET /api/lobby/ws`). */
export const LobbyClientMessageSchema = v.variant("type", [
  v.strictObject({ type: v.literal("queue"), playerId: PlayerIdSchema, secret: SecretSchema }),
  v.strictObject({ type: v.literal("cancel") }),
  v.strictObject({ type: v.literal("ping"), id: v.pipe(v.number(), v.integer()) }),
]);
export type LobbyClientMessage = v.InferOutput<typeof LobbyClientMessageSchema>;

export type LobbyErrorCode =
  | "frame_too_large" | "bad_json" | "bad_message" | "rate_limited" | "bad_player" | "not_queued" | "unavailable"
  | "queue_timeout" | "too_many_connections" | "cooldown";

/** A matched player as the lobby announces them. */
export interface MatchedPlayer extends RatingView {
  playerId: string;
  name: string;
}

/** Lobby → client. */
export type LobbyServerMessage =
  | { type: "queued"; waiting: number; since: number; rating: number; provisional: boolean }
  | { type: "matched"; tableId: string; url: string; token: string; players: MatchedPlayer[] }
  | { type: "cancelled" }
  | { type: "replaced" }
  | { type: "error"; code: LobbyErrorCode; message: string; retryAfterMs?: number }
  | { type: "pong"; id: number; now: number };

export type LobbyParseResult =
  | { ok: true; message: LobbyClientMessage }
  | { ok: false; code: "frame_too_large" | "bad_json" | "bad_message"; message: string };

/** Parse and validate one frame sent to the lobby (same frame cap as a table). Never throws. */
export function parseLobbyMessage(frame: string | ArrayBuffer): LobbyParseResult {
  return parseFrame(LobbyClientMessageSchema, frame);
}
