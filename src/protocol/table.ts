/**
 * What a player's browser and a table say to each other over the table's WebSocket
 * (`/api/tables/<id>/ws`): every message a client may send, with the schema the table
 * checks it against (every message the table sends is in table-frames.ts).
 */
import * as v from "valibot";
import { parseFrame, type FrameProblem } from "./frames.ts";
import { NameSchema } from "./names.ts";
import { SettingsPatchSchema } from "./settings.ts";
import { BOT_LEVELS } from "./values.ts";

/** Longest entry a client may send; no board has a path this long. */
export const MAX_WORD_CHARS = 64;

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

// Every frame a table sends, with its schema, is in table-frames.ts.
