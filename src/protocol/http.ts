/**
 * The bodies and answers of the HTTP API: making a table, a finished match's results,
 * ranked players, profiles and the leaderboard.
 */
import * as v from "valibot";
import { NameSchema } from "./names.ts";
import type { RatingChange, RatingView, UnratedReason } from "./ratings.ts";
import { SettingsPatchSchema, type Language, type Settings } from "./settings.ts";
import type { MatchSummary, Phase, RoundEndMessage } from "./table.ts";

/**
 * Body of `POST /api/tables` (optional). `playWithBots` makes a table with computer
 * players (`true`: one; a number: that many, 1 to 7, so the first person fills the
 * eighth seat) that starts as soon as the first person joins.
 */
export const CreateTableSchema = v.strictObject({
  settings: v.optional(SettingsPatchSchema),
  playWithBots: v.optional(v.union([v.boolean(), v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))])),
});
export type CreateTableRequest = v.InferOutput<typeof CreateTableSchema>;

/** Answer to `POST /api/tables`. */
export interface CreateTableResponse {
  tableId: string;
  url: string;
}

/**
 * Answer to `GET /api/tables/<id>`: the table as someone who has not joined may see it —
 * who is seated and how far the match has got, so a late friend knows what they are
 * joining. Never anyone's words, nor the board (docs/protocol.md, Secrecy).
 */
export interface TablePreview {
  tableId: string;
  phase: Phase;
  /** The current (or last) round, from 1; 0 in the lobby. Tie-break rounds count too. */
  round: number;
  /** The current (or last) round is a tie-break. */
  tieBreak: boolean;
  settings: Settings;
  ranked: boolean;
  /** In seat order. */
  seats: { name: string; bot: boolean; host: boolean; connected: boolean; left: boolean; total: number }[];
  /** How many watch without a seat. */
  watchers: number;
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
  /** Ranked matches that changed nobody's rating: why. */
  unrated?: UnratedReason;
  /** Ranked, aborted: the players who aborted it (left or never came before it counted). */
  abortedBy?: string[];
  /** Ranked matches: every round's lists, as `roundEnd` carried them. */
  roundLists?: RoundEndMessage[];
}

/** Body of `POST /api/players` and `PATCH /api/players/<playerId>`. */
export const PlayerNameSchema = v.strictObject({ name: NameSchema });

/** Answer to `POST /api/players` (201). The only time the secret is ever sent. */
export interface NewPlayerResponse {
  playerId: string;
  secret: string;
  name: string;
  /** The device's proof for the socket budgets (`?device=` on a socket request); absent where the deployment has no key. */
  device?: string;
}

/** Answer to `POST /api/players/<playerId>/device` (an identity made before the device proof, proved by its secret). */
export interface DeviceProofResponse {
  playerId: string;
  /** Absent where the deployment has no key. */
  device?: string;
}

/** Answer to `PATCH /api/players/<playerId>`. */
export interface RenamedPlayerResponse {
  playerId: string;
  name: string;
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
  /** The match changed nobody's rating: why. */
  unrated?: UnratedReason;
  /** This player aborted the match (left or never came before it counted). */
  aborted?: boolean;
}

/** A player's rating in one language they have played ranked in. */
export interface LanguageRating extends RatingView {
  language: Language;
  games: number;
}

/**
 * Answer to `GET /api/players/<playerId>?language=L`: the player's rating, games, wins
 * and history in `language` (English unless asked), and every language they hold a
 * rating in.
 */
export interface ProfileResponse extends RatingView {
  playerId: string;
  name: string;
  language: Language;
  /** Every language the player has a rating in, English first. */
  languages: LanguageRating[];
  /** Rated games only (aborted and other unrated matches are not counted). */
  games: number;
  wins: number;
  /** Marked by the solver flag: matched only with other flagged players, never rated. */
  flagged?: boolean;
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

/** Answer to `GET /api/leaderboard?limit=N&language=L`: one language's leaderboard (English unless asked). */
export interface LeaderboardResponse {
  language: Language;
  players: LeaderboardRow[];
}

