/**
 * Every frame a table sends a player's browser over `/api/tables/<id>/ws`, as valibot
 * schemas. The types are the schemas' outputs, so the server's sends are typed by the very
 * shapes the client checks them with (client/state/frames.ts): a protocol drift is a
 * dropped frame with a name, never a blank screen.
 *
 * Not re-exported from src/protocol.ts except as types: its schemas are built when the
 * module loads, and the game page's first load must not carry them. The table screen's
 * parser imports this file when it connects (client/state/table-frames.ts).
 */
import * as v from "valibot";
import { RatingChangeSchema, UNRATED_REASONS } from "./ratings.ts";
import { SettingChangeSchema, SettingsSchema } from "./settings.ts";
import { BOT_LEVELS } from "./values.ts";
import { REACTION_EMOTES } from "./table.ts";
import { FoundBySchema, TeamGoalSchema, TeamMatchSchema, TeamRoundSchema, TeamWordMessageSchema, TeamWordViewSchema } from "./together.ts";

const num = v.number();
const str = v.string();
const bool = v.boolean();
const path = v.array(num);

export const PHASES = ["lobby", "playing", "review", "finished"] as const;
export type Phase = (typeof PHASES)[number];

export const VERDICT_REASONS = [
  "too_short", "not_on_board", "not_a_word", "already_found", "not_playing", "done", "invalid", "sitting_out", "not_started",
] as const;
export type VerdictReason = (typeof VERDICT_REASONS)[number];

export const ERROR_CODES = [
  "frame_too_large", "bad_json", "bad_message", "rate_limited",
  "not_joined", "already_joined", "bad_token", "table_full", "table_finished",
  "not_host", "wrong_phase", "not_enough_players", "no_such_seat", "unknown_table",
  "dictionary_missing", "no_tie", "internal",
  "join_timeout", "seat_removed", "forbidden_origin",
  "ranked_table", "not_invited", "watchers_full", "reaction_rate",
  "not_disputed", "already_house_word", "word_not_played", "vote_open", "no_vote", "house_words_full",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const SeatViewSchema = v.object({
  seat: num,
  name: str,
  bot: bool,
  /** Level of a computer player. */
  level: v.optional(v.picklist(BOT_LEVELS)),
  host: bool,
  connected: bool,
  count: num,
  done: bool,
  ready: bool,
  total: num,
  /** Left the match; a computer player may now hold the seat. */
  left: bool,
  /** Not playing the current tie-break round (watching). */
  sittingOut: bool,
  /** The match has finished and this player asks for a rematch (the host's Play again). */
  rematch: v.optional(v.literal(true)),
});
export type SeatView = v.InferOutput<typeof SeatViewSchema>;

/** Someone watching the table without a seat (a late friend, or a `?watch` link). */
export const WatcherViewSchema = v.object({
  /** The name they gave, or null when they watch anonymously. */
  name: v.nullable(str),
  /** They asked to play: Play again seats them first. */
  wantsSeat: bool,
});
export type WatcherView = v.InferOutput<typeof WatcherViewSchema>;

const wordEntries = { word: str, points: num, path };
export const OwnWordSchema = v.object(wordEntries);
export type OwnWord = v.InferOutput<typeof OwnWordSchema>;

/** What Baffle knows of a word put to the vote (each absent when unknown). */
export const WordFactsSchema = v.object({
  /** In the language's wider word list (rarer words the game leaves out). */
  widerList: v.optional(bool),
  /** Has a meaning in WordNet (English). */
  meaning: v.optional(str),
  /** A name: of a person, place, day, month… */
  properNoun: v.optional(bool),
  /** A known abbreviation. */
  abbreviation: v.optional(bool),
});
export type WordFacts = v.InferOutput<typeof WordFactsSchema>;

/** A vote on a house word under way. */
export const HouseVoteSchema = v.object({
  word: str,
  kind: v.picklist(["accept", "strike"]),
  by: num,
  name: str,
  yes: path,
  no: path,
  /** People seated who may vote (computer players abstain). */
  voters: path,
  endsAt: num,
  facts: WordFactsSchema,
});
export type HouseVote = v.InferOutput<typeof HouseVoteSchema>;

export const StateMessageSchema = v.object({
  type: v.literal("state"),
  phase: v.picklist(PHASES),
  round: num,
  rounds: num,
  /** The board: null in the lobby and during the countdown (it is revealed at `startsAt`). */
  board: v.nullable(v.array(str)),
  /** Playing, during the 3-2-1 only: when the board is revealed and entries open. */
  startsAt: v.nullable(num),
  endsAt: v.nullable(num),
  /** When the next round starts, during review. */
  nextAt: v.nullable(num),
  /** The current (or last) round is a tie-break between the seats not sitting out. */
  tieBreak: bool,
  now: num,
  boardWords: v.nullable(num),
  seats: v.array(SeatViewSchema),
  /** Your seat; -1 when you are watching. */
  you: num,
  /** You are watching without a seat (see `watchers`). */
  watching: v.optional(bool),
  /** Everyone watching the table without a seat. */
  watchers: v.array(WatcherViewSchema),
  words: v.array(OwnWordSchema),
  settings: SettingsSchema,
  tableId: str,
  /** A ranked table (seat 000's defaults, seats only for the matched players). */
  ranked: v.optional(bool),
  /** Ranked, before the start: when the match starts with whoever has come. */
  startBy: v.optional(v.nullable(num)),
  /** Ranked: fewer than two matched players came, so the match was called off. */
  cancelled: v.optional(bool),
  /** The table's house words (casual tables; absent: none). */
  house: v.optional(v.object({ accepted: v.array(str), struck: v.array(str) })),
  /** A vote on a house word under way (absent: none). */
  vote: v.optional(HouseVoteSchema),
  /** A together table, to a seat: the team's list this round, in the order found (absent at versus tables and to watchers). */
  team: v.optional(v.array(TeamWordViewSchema)),
  /** A together table while a round is shown: the team's points against the board's, and each star's (absent otherwise). */
  goal: v.optional(TeamGoalSchema),
});
export type StateMessage = v.InferOutput<typeof StateMessageSchema>;

export const ReviewWordSchema = v.object({ ...wordEntries, shared: bool });
export type ReviewWord = v.InferOutput<typeof ReviewWordSchema>;

/** A word nobody found; `rare` marks one rarer than SCOWL size 50 (shown only when nothing commoner is left). */
export const UnfoundWordSchema = v.object({ word: str, path, rare: v.optional(v.literal(true)) });
export type UnfoundWord = v.InferOutput<typeof UnfoundWordSchema>;

/** One player's round on the score sheet (seed 003's metrics). */
export const RoundMetricsSchema = v.object({
  /** 1-based round number. */
  round: num,
  /** The round's score after cancellation and penalties (may be below zero). */
  points: num,
  /** Accepted words. */
  words: num,
  /** Longest accepted word ("" when none). */
  longest: str,
  /** Points taken off for refused entries. */
  penalty: num,
  /** A tie-break round. */
  tieBreak: bool,
});
export type RoundMetrics = v.InferOutput<typeof RoundMetricsSchema>;

/** A word of the board's solution, without its path (trace it on the board to show it); `rare` as for UnfoundWord. */
export const SolutionWordSchema = v.object({ word: str, rare: v.optional(v.literal(true)) });
export type SolutionWord = v.InferOutput<typeof SolutionWordSchema>;

export const RoundPlayerSchema = v.object({
  seat: num,
  name: str,
  words: v.array(ReviewWordSchema),
  /** Entries refused as `not_a_word` or `not_on_board` (what a penalty counts). */
  rejected: v.array(str),
  /** Points taken off for them. */
  penalty: num,
  score: num,
  total: num,
  /** Accepted words. */
  wordsFound: num,
  /** Longest accepted word ("" when none). */
  longest: str,
  /** Refused entries that traced on the board: words the table may vote to accept (absent: none). */
  disputed: v.optional(v.array(str)),
  /** Words this player entered that the table struck (absent: none). */
  struck: v.optional(v.array(str)),
});
export type RoundPlayer = v.InferOutput<typeof RoundPlayerSchema>;

export const StandingViewSchema = v.object({ seat: num, name: str, total: num, rank: num });
export type StandingView = v.InferOutput<typeof StandingViewSchema>;

export const RoundEndMessageSchema = v.object({
  type: v.literal("roundEnd"),
  round: num,
  /** A tie-break round, played by the tied players only. */
  tieBreak: bool,
  board: v.array(str),
  boardWords: num,
  /** Everyone who played the round (not those sitting out a tie-break). */
  players: v.array(RoundPlayerSchema),
  /** Seats that sat this round out (a tie-break's onlookers). */
  sittingOut: path,
  unfound: v.array(UnfoundWordSchema),
  /**
   * Every word on the board, found or not, in the order to show them (everyday words
   * longest first, then rare ones), for "Show all N words". In the live review only: a
   * results page keeps the ten unfound.
   */
  solution: v.optional(v.array(SolutionWordSchema)),
  /**
   * How the round's language writes the words of this message that it writes otherwise
   * than the board spells them (`{"eleve": "élève", "hauser": …}`): show a word as
   * `written[word] ?? word`; the word itself is what was checked and scored. Absent when
   * none differs (English).
   */
  written: v.optional(v.record(str, str)),
  nextAt: v.nullable(num),
  /** Standings so far: totals after this round, with shared places. */
  standings: v.array(StandingViewSchema),
  /** A together table: the team's points, the board's and its stars this round (each player's `words` are what they found first). */
  team: v.optional(TeamRoundSchema),
});
export type RoundEndMessage = v.InferOutput<typeof RoundEndMessageSchema>;

/** Why a match finished (or, while it is open, null). */
export const MATCH_END_REASONS = ["rounds", "target", "tieBreak", "forfeit"] as const;
export type MatchEndReason = (typeof MATCH_END_REASONS)[number];

/** The standings of a finished match, as `matchEnd` and `/results` carry them. */
export const matchSummaryEntries = {
  standings: v.array(StandingViewSchema),
  winners: path,
  /** Per seat: each round's score in order (0 for a round sat out) and its metrics. */
  rounds: v.array(v.object({ seat: num, scores: path, metrics: v.array(RoundMetricsSchema) })),
  /** What ended it; "tieBreak" when a tie-break round decided first place. */
  decidedBy: v.picklist(MATCH_END_REASONS),
  /** Tie-break rounds played. */
  tieBreaks: num,
  /** A together table: the team's stars per round and its best round. */
  team: v.optional(TeamMatchSchema),
};
export const MatchSummarySchema = v.object(matchSummaryEntries);
export type MatchSummary = v.InferOutput<typeof MatchSummarySchema>;

/** One seat's total before and after a rule change. */
export const TotalChangeSchema = v.object({ seat: num, name: str, from: num, to: num });
export type TotalChange = v.InferOutput<typeof TotalChangeSchema>;

const rescoreEntries = {
  /** What happened to the match: reopened (a next round is due), finished, or neither. */
  match: v.nullable(v.picklist(["reopened", "finished"])),
  standings: v.array(StandingViewSchema),
  /** Every seat's total before and after, in the new standings' order (equal when nothing was rescored). */
  totals: v.array(TotalChangeSchema),
  /** The notice, in plain words ("Ann changed the rules: …; round 1 rescored — Ann 1 → 3, Bob 0 → 2."). */
  text: str,
};

/**
 * To everyone when the host changed settings during or after a match: who changed what,
 * whether the rounds played were rescored, and the new standings. A fresh `state` follows,
 * and when rounds were rescored the review's `roundEnd` (and `matchEnd` once finished) are
 * sent again with the new points.
 */
export const RulesChangedMessageSchema = v.object({
  type: v.literal("rulesChanged"),
  seat: num,
  name: str,
  changes: v.array(SettingChangeSchema),
  rescored: bool,
  ...rescoreEntries,
});
export type RulesChangedMessage = v.InferOutput<typeof RulesChangedMessageSchema>;

/** To everyone when a vote on a house word opens, a ballot is cast, or it closes (`vote` null). */
export const HouseVoteMessageSchema = v.object({ type: v.literal("houseVote"), vote: v.nullable(HouseVoteSchema) });
export type HouseVoteMessage = v.InferOutput<typeof HouseVoteMessageSchema>;

/** To everyone when a vote closes: carried (and what it rescored) or failed. */
export const HouseWordMessageSchema = v.object({
  type: v.literal("houseWord"),
  /** Who put the word to the table (the host, for a removal). */
  name: str,
  word: str,
  kind: v.picklist(["accept", "strike", "remove"]),
  outcome: v.picklist(["carried", "failed"]),
  /** Rounds the word was entered in (rescored when carried). */
  rounds: path,
  ...rescoreEntries,
});
export type HouseWordMessage = v.InferOutput<typeof HouseWordMessageSchema>;

/** Table → client, once a ranked match's result is stored: every player's change. */
export const RatingsMessageSchema = v.object({
  type: v.literal("ratings"),
  tableId: str,
  ratings: v.array(RatingChangeSchema),
  /** Present when the match was not rated: every `after` equals its `before`. */
  unrated: v.optional(v.picklist(UNRATED_REASONS)),
});
export type RatingsMessage = v.InferOutput<typeof RatingsMessageSchema>;

export const MatchEndMessageSchema = v.object({ type: v.literal("matchEnd"), ...matchSummaryEntries });
export type MatchEndMessage = v.InferOutput<typeof MatchEndMessageSchema>;

/** A verdict on an entry: accepted with its points, or refused with why. */
export const VerdictMessageSchema = v.variant("ok", [
  v.object({ type: v.literal("verdict"), word: str, ok: v.literal(true), points: num, path }),
  v.object({
    type: v.literal("verdict"), word: str, ok: v.literal(false), reason: v.picklist(VERDICT_REASONS),
    /** Points this refusal costs. */
    penalty: v.optional(num),
    /** Together: the teammate who found the word first (with `already_found`). */
    by: v.optional(FoundBySchema),
  }),
]);

/** Every frame a table sends. */
export const ServerMessageSchema = v.variant("type", [
  v.object({ type: v.literal("welcome"), seat: num, token: str, protocol: num }),
  StateMessageSchema,
  VerdictMessageSchema,
  v.object({ type: v.literal("counts"), counts: v.record(str, num) }),
  /** A seat's connection came or went (sent instead of a full `state`). */
  v.object({ type: v.literal("presence"), seat: num, connected: bool }),
  /** To a socket that now watches (a `watch`, or a `join` after the match started). */
  v.object({ type: v.literal("watching"), wantsSeat: bool }),
  /** To everyone when someone starts or stops watching (sent instead of a full `state`). */
  v.object({ type: v.literal("watchers"), watchers: v.array(WatcherViewSchema) }),
  RoundEndMessageSchema,
  MatchEndMessageSchema,
  RulesChangedMessageSchema,
  v.object({ type: v.literal("error"), code: v.picklist(ERROR_CODES), message: str }),
  v.object({ type: v.literal("pong"), id: num, now: num }),
  RatingsMessageSchema,
  /** A player's emote, to everyone at the table (src/game/reactions.ts). */
  v.object({ type: v.literal("reaction"), seat: num, name: str, emote: v.picklist(REACTION_EMOTES) }),
  HouseVoteMessageSchema,
  HouseWordMessageSchema,
  TeamWordMessageSchema,
]);
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;
