/**
 * What a ranked player's browser and the lobby say to each other over the lobby's
 * WebSocket (`/api/lobby/ws`): queue, cancel, and the lobby's answers (see docs/ranked.md).
 */
import * as v from "valibot";
import { parseFrame, type FrameProblem } from "./frames.ts";
import { PLAYER_ID_PATTERN } from "./ids.ts";
import { LANGUAGES } from "./values.ts";

const PlayerIdSchema = v.pipe(v.string(), v.regex(PLAYER_ID_PATTERN, "Malformed player id"));
const SecretSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, "Malformed secret"));

/** Client → lobby (`GET /api/lobby/ws`). */
export const LobbyClientMessageSchema = v.variant("type", [
  // `language`: the language to play in (English if absent); only players of one language meet.
  v.strictObject({ type: v.literal("queue"), playerId: PlayerIdSchema, secret: SecretSchema, language: v.optional(v.picklist(LANGUAGES)) }),
  v.strictObject({ type: v.literal("cancel") }),
  v.strictObject({ type: v.literal("ping"), id: v.pipe(v.number(), v.integer()) }),
]);
export type LobbyClientMessage = v.InferOutput<typeof LobbyClientMessageSchema>;

// Every frame the lobby sends, with its schema, is in lobby-frames.ts.

export type LobbyParseResult =
  | { ok: true; message: LobbyClientMessage }
  | { ok: false; code: FrameProblem; message: string };

/** Parse and validate one frame sent to the lobby (same frame cap as a table). Never throws. */
export function parseLobbyMessage(frame: string | ArrayBuffer): LobbyParseResult {
  return parseFrame(LobbyClientMessageSchema, frame);
}
