/**
 * The daily board's HTTP API (docs/protocol.md, "The daily board"): what a client may
 * send, as valibot schemas checked at the edge (src/daily/routes.ts).
 */
import * as v from "valibot";
import { LANGUAGES } from "./values.ts";
import { MAX_WORD_CHARS } from "./table.ts";

/** Most words one hand-in may carry (a rich 4×4 board holds a few hundred). */
export const MAX_HANDED_IN = 600;

const DateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "date is YYYY-MM-DD"));

/**
 * `POST /api/daily/start`: the player (proved by `Authorization: Bearer <secret>`), a past
 * day to practise, and the language whose board to play (each has its own; English if absent).
 */
export const DailyStartSchema = v.strictObject({
  playerId: v.pipe(v.string(), v.maxLength(64)),
  date: v.optional(DateSchema),
  language: v.optional(v.picklist(LANGUAGES)),
});
export type DailyStartRequest = v.InferOutput<typeof DailyStartSchema>;

/** `POST /api/daily/hand-in`: the start token and every word with when it was entered (ms since the start). */
export const DailyHandInSchema = v.strictObject({
  token: v.pipe(v.string(), v.maxLength(600)),
  words: v.pipe(
    v.array(v.strictObject({
      word: v.pipe(v.string(), v.maxLength(MAX_WORD_CHARS)),
      ms: v.pipe(v.number(), v.integer()),
    })),
    v.maxLength(MAX_HANDED_IN),
  ),
});
export type DailyHandInRequest = v.InferOutput<typeof DailyHandInSchema>;

// What the daily routes answer, with the schemas the client reads them by, is in daily-answers.ts.
