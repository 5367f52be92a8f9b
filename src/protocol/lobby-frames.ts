/**
 * Every frame the lobby sends a ranked player's browser over `/api/lobby/ws`, as valibot
 * schemas whose outputs are the types (see table-frames.ts for why: one source of truth,
 * and the first page load does not carry them). The queue's parser loads this file with
 * the ranked pages (client/ranked/queue.ts).
 */
import * as v from "valibot";
import { RatingViewSchema } from "./ratings.ts";
import { LANGUAGES } from "./values.ts";

const num = v.number();
const str = v.string();

export const LOBBY_ERROR_CODES = [
  "frame_too_large", "bad_json", "bad_message", "rate_limited", "bad_player", "not_queued", "unavailable",
  "queue_timeout", "too_many_connections", "cooldown",
] as const;
export type LobbyErrorCode = (typeof LOBBY_ERROR_CODES)[number];

/** A matched player as the lobby announces them. */
export const MatchedPlayerSchema = v.object({ ...RatingViewSchema.entries, playerId: str, name: str });
export type MatchedPlayer = v.InferOutput<typeof MatchedPlayerSchema>;

/** Lobby → client. */
export const LobbyServerMessageSchema = v.variant("type", [
  /** `waiting`: players queued in the same language; `rating`: yours in it; `usualWaitMs`: how long a wait usually is at this hour (null: too few matches lately to say). */
  v.object({
    type: v.literal("queued"), waiting: num, since: num, rating: num, provisional: v.boolean(), language: v.picklist(LANGUAGES),
    usualWaitMs: v.nullable(num),
  }),
  v.object({ type: v.literal("matched"), tableId: str, url: str, token: str, players: v.array(MatchedPlayerSchema) }),
  v.object({ type: v.literal("cancelled") }),
  v.object({ type: v.literal("replaced") }),
  v.object({ type: v.literal("error"), code: v.picklist(LOBBY_ERROR_CODES), message: str, retryAfterMs: v.optional(num) }),
  v.object({ type: v.literal("pong"), id: num, now: num }),
]);
export type LobbyServerMessage = v.InferOutput<typeof LobbyServerMessageSchema>;
