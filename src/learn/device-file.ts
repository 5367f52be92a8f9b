/**
 * The device's learning data as one file (the Me page's export and import): the deck's
 * cards and the rounds remembered. An imported file is checked with valibot before
 * anything is written: a file that is not ours, or damaged, is refused with a code and
 * the device's data stays as it was. Merging keeps, for a card on both sides, the one
 * reviewed more recently, and adds the rounds the device does not have yet.
 */
import * as v from "valibot";
import { LANGUAGES, type Language } from "../protocol.ts";
import type { RoundRecord } from "./figures.ts";
import type { Memory } from "./schedule.ts";

/** A word in the deck. */
export interface DeckCard {
  /** `${language}:${word}`. */
  id: string;
  word: string;
  /** How the language writes it, when not as the board spells it (élève for eleve). */
  written?: string;
  language: Language;
  /** The board it was missed on (row-major cells). */
  board: string[];
  /** Who found it in that round (empty: nobody, or a solo round). */
  foundBy: string[];
  /** Where it was missed, or "added" when tapped into the deck from a review. */
  from: "table" | "daily" | "arena" | "practice" | "drill" | "added";
  added: number;
  memory: Memory;
  /** What it means, as the review shows it (WordNet's first sense, English words only), kept so the deck shows it offline. */
  meaning?: CardMeaning;
}

/** A card's meaning: the part of speech, the lemma when not the word itself, and its first sense. */
export interface CardMeaning {
  pos: string;
  lemma: string;
  sense: string;
}

/** A remembered round with its key. */
export type StoredRound = RoundRecord & { id: string };

export const cardId = (language: Language, word: string): string => `${language}:${word}`;
/**
 * A round's key: a solo round's time (the same board may be played again), else its mode
 * and board, so a review shown twice (a reconnect, a reload) is remembered once.
 */
export const roundId = (r: RoundRecord, board: readonly string[]): string =>
  r.mode === "practice" || r.mode === "drill" ? `${r.mode}:${r.at}` : `${r.mode}:${r.language}:${board.join(".")}`;

/** What the file says it is. */
export const FILE_KIND = "baffle-device-data";
export const FILE_VERSION = 1;

const Num = v.pipe(v.number(), v.finite());
const MemorySchema = v.strictObject({
  due: Num, stability: Num, difficulty: Num, elapsedDays: Num, scheduledDays: Num, learningSteps: Num,
  reps: Num, lapses: Num, state: v.picklist([0, 1, 2, 3]), lastReview: v.nullable(Num),
});
const Word = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const CardSchema = v.strictObject({
  id: v.string(), word: Word, written: v.optional(v.pipe(v.string(), v.maxLength(60))), language: v.picklist(LANGUAGES),
  board: v.pipe(v.array(v.pipe(v.string(), v.maxLength(8))), v.maxLength(64)), foundBy: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(100)),
  from: v.picklist(["table", "daily", "arena", "practice", "drill", "added"]), added: Num, memory: MemorySchema,
  meaning: v.optional(v.strictObject({ pos: v.pipe(v.string(), v.maxLength(4)), lemma: v.pipe(v.string(), v.maxLength(60)), sense: v.pipe(v.string(), v.maxLength(400)) })),
});
const RoundSchema = v.strictObject({
  id: v.string(), at: Num, mode: v.picklist(["table", "daily", "arena", "practice", "drill"]), language: v.picklist(LANGUAGES), points: Num,
  words: v.pipe(v.array(v.strictObject({ word: Word, points: Num })), v.maxLength(2000)), refused: Num, boardWords: Num, fullBoard: v.optional(v.boolean()),
});
const FileSchema = v.strictObject({
  kind: v.literal(FILE_KIND), version: v.literal(FILE_VERSION), exportedAt: Num,
  cards: v.pipe(v.array(CardSchema), v.maxLength(100_000)), rounds: v.pipe(v.array(RoundSchema), v.maxLength(100_000)),
});

export type DeviceFile = v.InferOutput<typeof FileSchema>;

/** Why a file was refused. */
export type FileProblem = "not_json" | "not_ours" | "damaged";

/** The file's data, or why it is refused. */
export function readDeviceFile(text: string): { ok: true; file: DeviceFile } | { ok: false; code: FileProblem; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: "not_json", message: "the file is not JSON" };
  }
  if (typeof json !== "object" || json === null || (json as { kind?: unknown }).kind !== FILE_KIND) return { ok: false, code: "not_ours", message: "not a Baffle export" };
  const parsed = v.safeParse(FileSchema, json);
  if (!parsed.success) return { ok: false, code: "damaged", message: v.summarize(parsed.issues).slice(0, 300) };
  const cards = parsed.output.cards;
  if (cards.some((c) => c.id !== cardId(c.language, c.word))) return { ok: false, code: "damaged", message: "a card's id does not match its word" };
  return { ok: true, file: parsed.output };
}

/** The file for `cards` and `rounds`. */
export function writeDeviceFile(cards: readonly DeckCard[], rounds: readonly StoredRound[], now: number): string {
  const file = { kind: FILE_KIND, version: FILE_VERSION, exportedAt: now, cards, rounds };
  return JSON.stringify(file);
}

/** The cards to write when importing `incoming` over `existing`: new ones, and those reviewed later than the device's copy. */
export function cardsToImport(existing: ReadonlyMap<string, DeckCard>, incoming: readonly DeckCard[]): DeckCard[] {
  return incoming.filter((c) => {
    const mine = existing.get(c.id);
    return !mine || (c.memory.lastReview ?? 0) > (mine.memory.lastReview ?? 0);
  });
}
