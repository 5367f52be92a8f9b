/**
 * The shape of a match as it is stored: one plain, JSON-able object per table. Every
 * rule that moves a match on (match.ts for what players do, rounds.ts for what time
 * does) takes this state plus the time and a random source, and returns the next state
 * with the messages to send — so the Durable Object around it only persists and
 * delivers, and tests drive whole matches with a fake clock.
 *
 * Secrets live here too (seat tokens, every player's words, the board's solution and
 * the computer players' plans); only the view functions in src/table/view.ts decide
 * what a given seat may see.
 */
import type {
  BotLevel, ErrorCode, MatchEndReason, MatchSummary, OwnWord, Phase, RatingChange, RoundEndMessage, ServerMessage, Settings,
  UnratedReason, UnfoundWord,
} from "../protocol.ts";
import type { BoardSize } from "./board.ts";
import type { FairPlayReason } from "./fair-play.ts";
import type { HouseWords, WordVote } from "./house-words.ts";
import type { Rng } from "./random.ts";
import type { Lexicon } from "./rules.ts";
import type { RoundMarks } from "./paced-solver.ts";

/** A word the solver found on the board, with one path that spells it. */
export interface SolvedWord {
  word: string;
  path: number[];
  /** SCOWL size, set when the round starts (absent in rounds stored before it was kept). */
  level?: number;
  /** How the language writes the word when not as folded (élève for eleve), set when the round starts. */
  written?: string;
}

/** What the match needs from the dictionary: membership, word levels and a solver. */
export interface GameDictionary extends Lexicon {
  /** SCOWL size of a word (10 = most common … 70 = rarest). */
  levelOf(word: string): number;
  /** Every word on the board of at least `minLength` letters, sorted by word. */
  solve(cells: readonly string[], minLength: number): SolvedWord[];
  /** How the language writes a word (élève for eleve, Häuser for häuser); the word itself when so, or when unknown. */
  writtenAs?(word: string): string;
}

/** What every rule that may start a round needs from the world. */
export interface MatchContext {
  now: number;
  rng: Rng;
  dict: GameDictionary;
}

/**
 * The rules a table's mode builds on (src/game/modes/), handed in with the event by the
 * one who asks the mode: the rules ask the mode how words are played, so a mode never
 * imports them back (src/game/match.ts exports the set, `TABLE_RULES`).
 */
export interface TableRules {
  /** A seated player leaves: their words stay, the match goes on without them. */
  leave(state: MatchState, seat: number, ctx: MatchContext): Outcome;
  /** What time does to the match: the round's clock and a vote whose minute is up. */
  tick(state: MatchState, ctx: MatchContext): Applied;
  /** Start the next round on `state` (edited in place). */
  startRound(state: MatchState, ctx: MatchContext): Effect[];
}

/** What a mode's hooks are given: the world, and the rules they build on. */
export interface ModeContext extends MatchContext {
  rules: TableRules;
}

/** A computer player's planned entry: `word` goes in at time `at`. */
export interface PlannedEntry extends SolvedWord {
  at: number;
}

/** An accepted word as the table keeps it: what the player sees, and when the server took it. */
export interface AcceptedWord extends OwnWord {
  /** Server time the entry was accepted (absent in rounds stored before it was kept). */
  at?: number;
}

export interface SeatState {
  seat: number;
  name: string;
  /** A computer player holds the seat (from the start, or since its player left). */
  bot: boolean;
  level: BotLevel | null;
  /** Resumes the seat; null for computer players and for players who left. */
  token: string | null;
  connected: boolean;
  /** Since when the person has had no connection (absent or null while connected). */
  goneSince?: number | null;
  /** The player left the match: placed last, and a computer player plays on. */
  left: boolean;
  done: boolean;
  ready: boolean;
  total: number;
  /** Score of each finished round. */
  scores: number[];
  /** This round's accepted words (kept through the review that follows). */
  words: AcceptedWord[];
  /** This round's distinct entries refused as not a word or not on the board (for penalties). */
  rejected: string[];
  /** This round's entries that trace on the board but the dictionary refused (a house word may carry them; absent in older tables). */
  disputed?: string[];
  /** Watching the current tie-break round instead of playing it. */
  sittingOut: boolean;
  /** A computer player's entries still to come this round. */
  plan: PlannedEntry[];
  /** The match has finished and this person asks for a rematch (absent: has not asked). */
  rematch?: boolean;
}

export interface MatchResults extends MatchSummary {
  finishedAt: number;
}

/**
 * A round as played, kept for the rest of the match so that a change of scoring rules
 * can rescore it: who played, what each accepted and what each had refused.
 */
export interface PlayedRound {
  round: number;
  size: BoardSize;
  tieBreak: boolean;
  /** Each player's accepted words, refused entries, and the refused ones that traced (disputed: house-words.ts). */
  players: { seat: number; words: string[]; rejected: string[]; disputed?: string[] }[];
  /** What the round's review showed besides the lists, so results can show the round again (absent in rounds stored before). */
  shown?: RoundShown;
  /** A together table: how many of the board's words have each length (`lengths[n]`), to score the team's goal again under changed rules. */
  lengths?: number[];
}

/** A played round's board, its word count, the longest words nobody found, and each player's paths. */
export interface RoundShown {
  board: string[];
  boardWords: number;
  unfound: UnfoundWord[];
  /** paths[i][j]: the path of players[i].words[j]. */
  paths: number[][][];
  /** How the language writes the players' and the unfound words that it writes otherwise (absent before it was kept). */
  written?: Record<string, string>;
}

/** A finished match's results as the table keeps them after Play again. */
export interface PastResults extends MatchResults {
  match: number;
  settings: Settings;
  /** Each round's board and lists; kept for the latest archived match only (they are the bulk of it). */
  roundLists?: RoundEndMessage[];
}

/** One person's round as the solver flag judged it. */
export interface RoundVerdict {
  seat: number;
  round: number;
  flagged: boolean;
  score: number;
  reasons: FairPlayReason[];
  /** What the round leaves for the paced-solver rule, judged over rounds by the ranked store (absent in rounds judged before it was kept). */
  marks?: RoundMarks;
}

/** What the table has seen (`RankedState.watch`; see ranked-watch.ts). */
export interface RankedWatch {
  /** Seats of people who entered an accepted word in the first round. */
  entered: number[];
  /** Seats that left or never came before the abort point. */
  leftEarly: number[];
  /**
   * Seats seen away (no connection) during the first round while it could still decide
   * the abort point: a blip is never blamed for an empty first round. Absent in older tables.
   */
  awayInRound1?: number[];
  /** When the current round started, and which round that is. */
  roundStart: { round: number; at: number } | null;
  /** Every person's verdict for every round played. */
  verdicts: RoundVerdict[];
}

/** What a ranked table keeps beyond a casual one (`MatchState.ranked`; its rules are in ranked.ts). */
export interface RankedState {
  /** The matched players: seat and player id. */
  players: { seat: number; playerId: string }[];
  /** Seats whose player has joined at least once. */
  arrived: number[];
  /** When the match starts with whoever came (or is called off). */
  startBy: number;
  /** Fewer than two came: the match was called off, nobody's rating changes. */
  cancelled: boolean;
  /** Player ids already reported to the database as gone (no-show or left). */
  reportedOut: string[];
  /** The result (or the cancellation) is stored in the database. */
  reported: boolean;
  /** Everyone's rating change, once stored. */
  ratings: RatingChange[] | null;
  /** Every round's lists, kept for the stored results. */
  roundLists: RoundEndMessage[];
  /** What the table watched during play (absent in tables stored before it was kept). */
  watch?: RankedWatch;
  /** Once stored: why nobody's rating changed, or null for a rated match. */
  unrated?: UnratedReason | null;
}

export interface MatchState {
  version: 1;
  tableId: string;
  createdAt: number;
  phase: Phase;
  settings: Settings;
  /** "Play with bots": one computer player joins and the match starts with the first person. */
  /** A table made to play against computer players: how many (`true`, from before counts were asked, is one). */
  playWithBots: boolean | number;
  host: number | null;
  /** Ordered by seat number; numbers are never reused within a match. */
  seats: SeatState[];
  /** 1-based number of the current (or last) round; 0 in the lobby. */
  round: number;
  board: string[] | null;
  /**
   * While the round's countdown runs: when its board is revealed (views leave the board
   * out and entries are refused until then). Null once shown; absent in older tables.
   */
  startsAt?: number | null;
  endsAt: number | null;
  nextAt: number | null;
  boardWords: number | null;
  /** Every word on the board. Never sent before the round ends. */
  solution: SolvedWord[] | null;
  lastRound: RoundEndMessage | null;
  results: MatchResults | null;
  /** Which match this is at the table, from 1 (absent in tables stored before it existed). */
  match?: number;
  /** Earlier matches' results at this table, oldest first (see src/game/match-history.ts). */
  pastResults?: PastResults[];
  /**
   * Every round played this match, oldest first. Never edited in place: a new round
   * makes a new array, so copies share it and storage writes only the new round.
   */
  played: readonly PlayedRound[];
  /** The current (or last) round is a tie-break between the seats not sitting out. */
  tieBreak: boolean;
  /** Words the table accepted beyond the dictionary or struck from it (absent: none; carried into a rematch). */
  house?: HouseWords;
  /** A vote on a house word under way in the review (absent or null: none). */
  vote?: WordVote | null;
  /** Why the match finished; null until it has. */
  endReason: MatchEndReason | null;
  /** Since when no person has been connected (null while someone is). */
  idleSince: number | null;
  /** Present on ranked tables only (see ranked.ts). */
  ranked?: RankedState;
}

/** Who a message goes to: one seat, or every connected seat. */
export type Effect = { to: number | "all"; msg: ServerMessage };

/** A rule accepted the action: the new state and what to tell whom. */
export interface Applied {
  ok: true;
  state: MatchState;
  effects: Effect[];
  /** Seats or phase changed: every seat should get a fresh `state` view. */
  views: boolean;
}

/** A rule refused the action; the state did not change. */
export interface Refused {
  ok: false;
  code: ErrorCode;
  message: string;
}

export type Outcome = Applied | Refused;

export const MIN_SEATS = 2;
export const MAX_SEATS = 8;

/** Round length for each timer setting. */
export const ROUND_MS: Readonly<Record<Settings["timer"], number>> = { normal: 180_000, relaxed: 360_000, quick: 90_000 };

/** Pause between rounds for each timer setting (cut short when everyone is ready). */
export const PAUSE_MS: Readonly<Record<Settings["timer"], number>> = { normal: 25_000, relaxed: 50_000, quick: 13_000 };

/** A table nobody is connected to is cleaned up after this long. */
export const ABANDON_MS = 30 * 60_000;

/** A finished match's results are kept this long. */
export const RESULTS_MS = 24 * 60 * 60_000;

/** The longest words nobody found, shown after each round. */
export const UNFOUND_SHOWN = 10;

/** A fresh table in the lobby. */
export function createMatch(tableId: string, now: number, settings: Settings, playWithBots: boolean | number = false): MatchState {
  return {
    version: 1, tableId, createdAt: now, phase: "lobby", settings: { ...settings }, playWithBots,
    host: null, seats: [], round: 0, board: null, startsAt: null, endsAt: null, nextAt: null, boardWords: null,
    solution: null, lastRound: null, results: null, played: [], tieBreak: false, endReason: null, idleSince: now,
  };
}

/**
 * A copy to edit in place, for the rules that change many parts at once (a round's
 * start or end, a rule change, a seat taken or left). Only what the rules ever edit in
 * place is copied: the top level, the seats and their lists, the ranked record and its
 * lists. Everything else is shared with `state` (each word, path and plan entry, the
 * solution, the rounds played, the last review, the results), since the rules only ever
 * replace those, never edit them; so a copy costs a few pointers per word, not a deep
 * clone, and storage can tell by identity what did not change.
 */
export function draft(state: MatchState): MatchState {
  const copy: MatchState = { ...state, seats: state.seats.map(draftSeat) };
  if (state.ranked) copy.ranked = { ...state.ranked, arrived: [...state.ranked.arrived] };
  return copy;
}

function draftSeat(seat: SeatState): SeatState {
  return { ...seat, scores: [...seat.scores], words: [...seat.words], rejected: [...seat.rejected], plan: [...seat.plan] };
}

/**
 * The next state with one seat changed by `change` (and the top level by `top`), for
 * the frequent rules (a word, a connection, "I'm done"): every other seat, and every
 * list `change` does not replace, is shared with `state`, which is left as it was.
 */
export function withSeat(state: MatchState, seat: number, change: Partial<SeatState>, top: Partial<MatchState> = {}): MatchState {
  return { ...state, ...top, seats: state.seats.map((s) => (s.seat === seat ? { ...s, ...change } : s)) };
}

/** Seats still in the match (people and computer players), in seat order. */
export function activeSeats(state: MatchState): SeatState[] {
  return state.seats.filter((s) => !s.left);
}

/** No person is connected (computer players do not count): the table is idle. */
export function nobodyConnected(state: MatchState): boolean {
  return !state.seats.some((s) => !s.bot && s.connected);
}

/** People still in the match. */
export function humanSeats(state: MatchState): SeatState[] {
  return state.seats.filter((s) => !s.bot && !s.left);
}

export function seatOf(state: MatchState, seat: number): SeatState | undefined {
  return state.seats.find((s) => s.seat === seat);
}

export function applied(state: MatchState, effects: Effect[] = [], views = true): Applied {
  return { ok: true, state, effects, views };
}

export function refused(code: ErrorCode, message: string): Refused {
  return { ok: false, code, message };
}

/** Every seat's word count, as the `counts` message carries it. */
export function countsOf(state: MatchState): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of state.seats) counts[String(s.seat)] = s.words.length;
  return counts;
}

/** Whether the match is under way (a round or the pause between rounds). */
export function inProgress(state: MatchState): boolean {
  return state.phase === "playing" || state.phase === "review";
}
