/**
 * What the HTTP API answers about tables, ranked players, profiles and the leaderboard,
 * as valibot schemas whose outputs are the types: the client reads every answer through
 * its schema (client/ranked/api.ts `call`), never a cast. Exported from src/protocol.ts
 * as types only, so the game page's first load does not carry them.
 */
import * as v from "valibot";
import { RatingChangeSchema, RatingViewSchema, UNRATED_REASONS } from "./ratings.ts";
import { SettingsSchema } from "./settings.ts";
import { LANGUAGES } from "./values.ts";
import { PHASES, RoundEndMessageSchema, matchSummaryEntries } from "./table-frames.ts";

const num = v.number();
const str = v.string();
const bool = v.boolean();

/** Answer to `POST /api/tables`. */
export const CreateTableResponseSchema = v.object({ tableId: str, url: str });
export type CreateTableResponse = v.InferOutput<typeof CreateTableResponseSchema>;

/**
 * Answer to `GET /api/tables/<id>`: the table as someone who has not joined may see it —
 * who is seated and how far the match has got, so a late friend knows what they are
 * joining. Never anyone's words, nor the board (docs/protocol.md, Secrecy).
 */
export const TablePreviewSchema = v.object({
  tableId: str,
  phase: v.picklist(PHASES),
  /** The current (or last) round, from 1; 0 in the lobby. Tie-break rounds count too. */
  round: num,
  /** The current (or last) round is a tie-break. */
  tieBreak: bool,
  settings: SettingsSchema,
  ranked: bool,
  /** In seat order. */
  seats: v.array(v.object({ name: str, bot: bool, host: bool, connected: bool, left: bool, total: num })),
  /** How many watch without a seat. */
  watchers: num,
});
export type TablePreview = v.InferOutput<typeof TablePreviewSchema>;

/** Answer to `GET /api/tables/<id>/results` once the match has finished. */
export const ResultsResponseSchema = v.object({
  ...matchSummaryEntries,
  tableId: str,
  /** Which match at this table (1 for the first; Play again starts the next). */
  match: num,
  finishedAt: num,
  settings: SettingsSchema,
  /** Ranked matches: each player's rating change (see RatingChange). */
  ranked: v.optional(bool),
  ratings: v.optional(v.array(RatingChangeSchema)),
  /** Ranked matches that changed nobody's rating: why. */
  unrated: v.optional(v.picklist(UNRATED_REASONS)),
  /** Ranked, aborted: the players who aborted it (left or never came before it counted). */
  abortedBy: v.optional(v.array(str)),
  /** Ranked matches: every round's lists, as `roundEnd` carried them. */
  roundLists: v.optional(v.array(RoundEndMessageSchema)),
});
export type ResultsResponse = v.InferOutput<typeof ResultsResponseSchema>;

/** Answer to `POST /api/players` (201). The only time the secret is ever sent. */
export const NewPlayerResponseSchema = v.object({
  playerId: str,
  secret: str,
  name: str,
  /** The device's proof for the socket budgets (`?device=` on a socket request); absent where the deployment has no key. */
  device: v.optional(str),
});
export type NewPlayerResponse = v.InferOutput<typeof NewPlayerResponseSchema>;

/** Answer to `POST /api/players/<playerId>/device` (an identity made before the device proof, proved by its secret). */
export const DeviceProofResponseSchema = v.object({
  playerId: str,
  /** Absent where the deployment has no key. */
  device: v.optional(str),
});
export type DeviceProofResponse = v.InferOutput<typeof DeviceProofResponseSchema>;

/** Answer to `PATCH /api/players/<playerId>`. */
export const RenamedPlayerResponseSchema = v.object({ playerId: str, name: str });
export type RenamedPlayerResponse = v.InferOutput<typeof RenamedPlayerResponseSchema>;

/** One match in a profile's history, newest first. */
export const HistoryEntrySchema = v.object({
  tableId: str,
  finishedAt: num,
  /** 1 = first; equal totals share a place. */
  place: num,
  players: v.array(v.object({ playerId: str, name: str, place: num })),
  ratingBefore: RatingViewSchema,
  ratingAfter: RatingViewSchema,
  /** The match changed nobody's rating: why. */
  unrated: v.optional(v.picklist(UNRATED_REASONS)),
  /** This player aborted the match (left or never came before it counted). */
  aborted: v.optional(bool),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

/** A player's rating in one language they have played ranked in. */
export const LanguageRatingSchema = v.object({ ...RatingViewSchema.entries, language: v.picklist(LANGUAGES), games: num });
export type LanguageRating = v.InferOutput<typeof LanguageRatingSchema>;

/**
 * Answer to `GET /api/players/<playerId>?language=L`: the player's rating, games, wins
 * and history in `language` (English unless asked), and every language they hold a
 * rating in.
 */
export const ProfileResponseSchema = v.object({
  ...RatingViewSchema.entries,
  playerId: str,
  name: str,
  language: v.picklist(LANGUAGES),
  /** Every language the player has a rating in, English first. */
  languages: v.array(LanguageRatingSchema),
  /** Rated games only (aborted and other unrated matches are not counted). */
  games: num,
  wins: num,
  /** Marked by the solver flag: matched only with other flagged players, never rated. */
  flagged: v.optional(bool),
  history: v.array(HistoryEntrySchema),
});
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;

/** One row of `GET /api/leaderboard`. */
export const LeaderboardRowSchema = v.object({ rank: num, playerId: str, name: str, rating: num, games: num, wins: num });
export type LeaderboardRow = v.InferOutput<typeof LeaderboardRowSchema>;

/** Answer to `GET /api/leaderboard?limit=N&language=L`: one language's leaderboard (English unless asked). */
export const LeaderboardResponseSchema = v.object({ language: v.picklist(LANGUAGES), players: v.array(LeaderboardRowSchema) });
export type LeaderboardResponse = v.InferOutput<typeof LeaderboardResponseSchema>;
