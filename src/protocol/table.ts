/**
 * What a player's browser and a table say to each other over the table's WebSocket
 * (`/api/tables/<id>/ws`): every message a client may send, with the schema the table
 * checks it against, and every message the table sends.
 */
import * as v from "valibot";
import { parseFrame, type FrameProblem } from "./frames.ts";
import { NameSchema } from "./names.ts";
import type { RatingChange, UnratedReason } from "./ratings.ts";
import { BOT_LEVELS, SettingsPatchSchema, type BotLevel, type SettingChange, type Settings } from "./settings.ts";
import type { FoundBy, TeamGoal, TeamMatch, TeamRound, TeamWordMessage, TeamWordView } from "./together.ts";

/** Longest entry a client may send; no board has a path this long. */
export const MAX_WORD_CHARS = 64;

/** The 3-2-1 before every round: the board is revealed this long after the round is set up. */
export const COUNTDOWN_MS = 3_000;

/** Most sockets that may watch one table without a seat. */
export const MAX_WATCHERS = 20;

// ---------------------------------------------------------------- client → table

/** The emotes a `react` may carry, by id (each client draws and names them; src/game/reactions.ts has the rules). */
export const REACTION_EMOTES = ["clap", "wow", "laugh", "fire", "gg", "oops"] as const;
export type ReactionEmote = (typeof REACTION_EMOTES)[number];

const TokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "Malformed seat token"));
const CellSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(35));

const HouseWordSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_WORD_CHARS, "Word too long"), v.regex(/^\p{Ll}+$/u, "A word in lower-case letters"));

export const ClientMessageSchema = v.variant("type", [
  v.strictObject({ type: v.literal("join"), name: NameSchema, token: v.optional(TokenSchema) }),
  v.strictObject({ type: v.literal("watch"), name: v.optional(NameSchema) }),
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
  v.strictObject({ type: v.literal("rematch") }),
  v.strictObject({ type: v.literal("tieBreak") }),
  v.strictObject({ type: v.literal("ping"), id: v.pipe(v.number(), v.integer()) }),
  /** An emote during the review or at the match's end (src/game/reactions.ts). */
  v.strictObject({ type: v.literal("react"), emote: v.picklist(REACTION_EMOTES) }),
  /** Put a word to the table's vote (review or match end; casual tables): accept a disputed one, or strike one the dictionary took. */
  v.strictObject({ type: v.literal("houseWord"), word: HouseWordSchema, kind: v.picklist(["accept", "strike"]) }),
  /** One's vote on the word under way. */
  v.strictObject({ type: v.literal("ballot"), yes: v.boolean() }),
  /** The host takes a word off the table's house words (either way). */
  v.strictObject({ type: v.literal("removeHouseWord"), word: HouseWordSchema }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

export type ParseResult =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: FrameProblem; message: string };

/** Parse and validate one frame from a client. Never throws. */
export function parseClientMessage(frame: string | ArrayBuffer): ParseResult {
  return parseFrame(ClientMessageSchema, frame);
}

// ---------------------------------------------------------------- table → client

export type Phase = "lobby" | "playing" | "review" | "finished";

export type VerdictReason =
  | "too_short" | "not_on_board" | "not_a_word" | "already_found" | "not_playing" | "done" | "invalid"
  | "sitting_out" | "not_started";

export type ErrorCode =
  | "frame_too_large" | "bad_json" | "bad_message" | "rate_limited"
  | "not_joined" | "already_joined" | "bad_token" | "table_full" | "table_finished"
  | "not_host" | "wrong_phase" | "not_enough_players" | "no_such_seat" | "unknown_table"
  | "dictionary_missing" | "no_tie" | "internal"
  | "join_timeout" | "seat_removed" | "forbidden_origin"
  | "ranked_table" | "not_invited" | "watchers_full" | "reaction_rate"
  | "not_disputed" | "already_house_word" | "word_not_played" | "vote_open" | "no_vote" | "house_words_full";

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
  /** The match has finished and this player asks for a rematch (the host's Play again). */
  rematch?: true;
}

/** Someone watching the table without a seat (a late friend, or a `?watch` link). */
export interface WatcherView {
  /** The name they gave, or null when they watch anonymously. */
  name: string | null;
  /** They asked to play: Play again seats them first. */
  wantsSeat: boolean;
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
  /** The board: null in the lobby and during the countdown (it is revealed at `startsAt`). */
  board: string[] | null;
  /** Playing, during the 3-2-1 only: when the board is revealed and entries open. */
  startsAt: number | null;
  endsAt: number | null;
  /** When the next round starts, during review. */
  nextAt: number | null;
  /** The current (or last) round is a tie-break between the seats not sitting out. */
  tieBreak: boolean;
  now: number;
  boardWords: number | null;
  seats: SeatView[];
  /** Your seat; -1 when you are watching. */
  you: number;
  /** You are watching without a seat (see `watchers`). */
  watching?: boolean;
  /** Everyone watching the table without a seat. */
  watchers: WatcherView[];
  words: OwnWord[];
  settings: Settings;
  tableId: string;
  /** A ranked table (seat 000's defaults, seats only for the matched players). */
  ranked?: boolean;
  /** Ranked, before the start: when the match starts with whoever has come. */
  startBy?: number | null;
  /** Ranked: fewer than two matched players came, so the match was called off. */
  cancelled?: boolean;
  /** The table's house words (casual tables; absent: none). */
  house?: { accepted: string[]; struck: string[] };
  /** A vote on a house word under way (absent: none). */
  vote?: NonNullable<HouseVoteMessage["vote"]>;
  /** A together table, to a seat: the team's list this round, in the order found (absent at versus tables and to watchers). */
  team?: TeamWordView[];
  /** A together table while a round is shown: the team's points against the board's, and each star's (absent otherwise). */
  goal?: TeamGoal;
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

/** A word of the board's solution, without its path (trace it on the board to show it); `rare` as for UnfoundWord. */
export interface SolutionWord {
  word: string;
  rare?: true;
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
  /** Refused entries that traced on the board: words the table may vote to accept (absent: none). */
  disputed?: string[];
  /** Words this player entered that the table struck (absent: none). */
  struck?: string[];
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
  /**
   * Every word on the board, found or not, in the order to show them (everyday words
   * longest first, then rare ones), for "Show all N words". In the live review only: a
   * results page keeps the ten unfound.
   */
  solution?: SolutionWord[];
  /**
   * How the round's language writes the words of this message that it writes otherwise
   * than the board spells them (`{"eleve": "élève", "hauser": …}`): show a word as
   * `written[word] ?? word`; the word itself is what was checked and scored. Absent when
   * none differs (English).
   */
  written?: Record<string, string>;
  nextAt: number | null;
  /** Standings so far: totals after this round, with shared places. */
  standings: StandingView[];
  /** A together table: the team's points, the board's and its stars this round (each player's `words` are what they found first). */
  team?: TeamRound;
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
  /** A together table: the team's stars per round and its best round. */
  team?: TeamMatch;
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
  /** Every seat's total before and after the change, in the new standings' order (equal when nothing was rescored). */
  totals: TotalChange[];
  /** The notice, in plain words ("Ann changed the rules: shared words now score for everyone; round 1 rescored — Ann 1 → 3, Bob 0 → 2."). */
  text: string;
}

/** One seat's total before and after a rule change. */
export interface TotalChange {
  seat: number;
  name: string;
  from: number;
  to: number;
}

export type ServerMessage =
  | { type: "welcome"; seat: number; token: string; protocol: number }
  | StateMessage
  | { type: "verdict"; word: string; ok: true; points: number; path: number[] }
  | {
    type: "verdict"; word: string; ok: false; reason: VerdictReason; /** Points this refusal costs. */ penalty?: number;
    /** Together: the teammate who found the word first (with `already_found`). */ by?: FoundBy;
  }
  | { type: "counts"; counts: Record<string, number> }
  /** A seat's connection came or went (sent instead of a full `state`). */
  | { type: "presence"; seat: number; connected: boolean }
  /** To a socket that now watches (a `watch`, or a `join` after the match started). */
  | { type: "watching"; wantsSeat: boolean }
  /** To everyone when someone starts or stops watching (sent instead of a full `state`). */
  | { type: "watchers"; watchers: WatcherView[] }
  | RoundEndMessage
  | ({ type: "matchEnd" } & MatchSummary)
  | RulesChangedMessage
  | { type: "error"; code: ErrorCode; message: string }
  | { type: "pong"; id: number; now: number }
  | RatingsMessage
  /** A player's emote, to everyone at the table (src/game/reactions.ts). */
  | { type: "reaction"; seat: number; name: string; emote: ReactionEmote }
  | HouseVoteMessage
  | HouseWordMessage
  | TeamWordMessage;

/** What Baffle knows of a word put to the vote (each absent when unknown). */
export interface WordFacts {
  /** In the language's wider word list (rarer words the game leaves out). */
  widerList?: boolean;
  /** Has a meaning in WordNet (English). */
  meaning?: string;
  /** A name: of a person, place, day, month… */
  properNoun?: boolean;
  /** A known abbreviation. */
  abbreviation?: boolean;
}

/** To everyone when a vote on a house word opens, a ballot is cast, or it closes (`vote` null). */
export interface HouseVoteMessage {
  type: "houseVote";
  vote: {
    word: string;
    kind: "accept" | "strike";
    by: number;
    name: string;
    yes: number[];
    no: number[];
    /** People seated who may vote (computer players abstain). */
    voters: number[];
    endsAt: number;
    facts: WordFacts;
  } | null;
}

/** To everyone when a vote closes: carried (and what it rescored) or failed. */
export interface HouseWordMessage {
  type: "houseWord";
  /** Who put the word to the table (the host, for a removal). */
  name: string;
  word: string;
  kind: "accept" | "strike" | "remove";
  outcome: "carried" | "failed";
  /** Rounds the word was entered in (rescored when carried). */
  rounds: number[];
  match: "reopened" | "finished" | null;
  standings: StandingView[];
  totals: TotalChange[];
  /** In plain words ("Ann's table accepted zonked: round 2 rescored — Ann 14 → 16."). */
  text: string;
}

/** Table → client, once a ranked match's result is stored: every player's change. */
export interface RatingsMessage {
  type: "ratings";
  tableId: string;
  ratings: RatingChange[];
  /** Present when the match was not rated: every `after` equals its `before`. */
  unrated?: UnratedReason;
}
