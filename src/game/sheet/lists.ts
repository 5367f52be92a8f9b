/**
 * Beyond the paper: the players' word lists. Each word typed is checked once against the
 * tray and the dictionary by the game's own `checkWord` (rules.ts), always with the
 * shortest length the sheet allows (3), and kept with its verdict; the shake's cells for
 * those players then become computed (cells.ts scores them under the current settings,
 * so the shortest word, points table, cancellation and penalty can all change later).
 * A list's review (struck and refused words) is derived here too.
 */
import type { Language } from "../../protocol.ts";
import type { ListEntry, Sheet } from "../../protocol/sheet.ts";
import type { Board } from "../board.ts";
import { minLengthOf, roundRulesFor } from "../house-rules.ts";
import { checkWord, type Lexicon } from "../rules.ts";
import { scoreWord } from "../scoring.ts";
import { refuse, type SheetResult } from "./results.ts";
import { rowCheck } from "./sheet.ts";

/** The shortest word any setting allows: lists are checked with it and filtered by the current one when scored. */
const SHORTEST = 3;

/** Check one player's typed words (one a line, or separated by spaces or commas) against `board`. */
export function checkList(text: string | readonly string[], board: Board, lexicon: Lexicon, language: Language): ListEntry[] {
  const words = typeof text === "string" ? text.split(/[\s,;]+/) : text;
  const found = new Set<string>();
  const out: ListEntry[] = [];
  for (const raw of words) {
    if (raw.trim() === "") continue;
    const v = checkWord(raw, { board, lexicon, minLength: SHORTEST, table: "classic", found, language });
    if (v.ok) found.add(v.word);
    out.push({ word: v.word.slice(0, 40), status: v.ok ? "word" : v.reason });
  }
  return out;
}

/** Put the checked lists of some players into a shake: their cells become computed from them. */
export function setLists(sheet: Sheet, shake: number, tray: readonly string[] | null, lists: Record<number, ListEntry[]>): SheetResult {
  const ids = Object.keys(lists).map(Number);
  if (ids.length === 0) return refuse("empty");
  for (const id of ids) {
    const problem = rowCheck(sheet, shake, id);
    if (problem) return problem;
  }
  const shakes = [...sheet.shakes];
  const row = shakes[shake] ?? { cells: {} };
  const cells = { ...row.cells };
  for (const id of ids) cells[id] = { kind: "computed" };
  shakes[shake] = { ...row, cells, lists: { ...row.lists, ...lists }, tray: tray ? [...tray] : (row.tray ?? null) };
  return { ok: true, sheet: { ...sheet, shakes } };
}

/** One word of a list as the review shows it. */
export interface ReviewedWord {
  word: string;
  /** counted: scored; struck: on another list too (cancelled); short: below the shortest word; refused: not a word or not on the tray (penalised); repeated/invalid: ignored. */
  fate: "counted" | "struck" | "short" | "refused" | "repeated" | "invalid";
  points: number;
}

/** A shake's lists as a review shows them, under the sheet's current settings: player id → words. */
export function reviewLists(sheet: Sheet, shake: number): Map<number, ReviewedWord[]> {
  const row = sheet.shakes[shake];
  const out = new Map<number, ReviewedWord[]>();
  if (!row?.lists) return out;
  const min = minLengthOf(sheet.settings);
  const size = row.tray?.length === 36 ? 6 : row.tray?.length === 25 ? 5 : 4;
  const rules = roundRulesFor(sheet.settings, size);
  const finders = new Map<string, number>();
  for (const entries of Object.values(row.lists)) {
    for (const w of new Set(entries.filter((e) => e.status === "word" && e.word.length >= min).map((e) => e.word))) finders.set(w, (finders.get(w) ?? 0) + 1);
  }
  for (const [id, entries] of Object.entries(row.lists)) {
    out.set(Number(id), entries.map((e): ReviewedWord => {
      if (e.status === "word" && e.word.length < min) return { word: e.word, fate: "short", points: 0 };
      if (e.status === "word") {
        const struck = rules.cancellation && finders.get(e.word)! > 1;
        return { word: e.word, fate: struck ? "struck" : "counted", points: struck ? 0 : scoreWord(e.word, rules.table) };
      }
      if (e.status === "not_a_word" || e.status === "not_on_board") return { word: e.word, fate: "refused", points: -rules.penalty };
      if (e.status === "too_short") return { word: e.word, fate: "short", points: 0 };
      return { word: e.word, fate: e.status === "already_found" ? "repeated" : "invalid", points: 0 };
    }));
  }
  return out;
}
