/**
 * Reading a real tray typed by hand, for the referee: the dice in reading order (rows
 * left to right, top to bottom), 16, 25 or 36 of them. People type it as rows ("TEAR
 * SQUOT …"), all in one go, or one die at a time with spaces; a Q is the Qu die in the
 * languages whose Q die reads Qu (typed "Q" or "Qu"), and a group that is exactly one of
 * the language's two-letter faces (the 6×6 set's Th, In…) is that die. Letters are folded
 * as the language folds entries (é → e; German keeps ä, ö, ü). The dice are not checked
 * against the language's set: a family's box may be an older edition with other dice.
 */
import type { Language } from "../../protocol.ts";
import { foldEntry, isSpelledIn, languageRules } from "../../lang/languages.ts";
import { dieFaces, sizeForCells, type Board } from "../board.ts";

export type TrayProblem = "tray_length" | "tray_letter";

export type ParsedTray = { ok: true; board: Board } | { ok: false; code: TrayProblem; count?: number };

/** The faces of more than one letter on `language`'s dice (Qu excluded). */
function longFaces(language: Language): Set<string> {
  const dice = languageRules(language).dice;
  const faces = [...dice[4], ...dice[5], ...dice[6]].flatMap(dieFaces);
  return new Set(faces.filter((f) => f.length > 1 && f !== "qu"));
}

/** Read `text` as a tray in `language`. */
export function parseTray(text: string, language: Language): ParsedTray {
  const qu = languageRules(language).quDie;
  const long = longFaces(language);
  const cells: string[] = [];
  for (const group of text.split(/[\s,;/|]+/).filter(Boolean)) {
    const folded = foldEntry(language, group);
    if (long.has(folded) || (qu && folded === "qu")) {
      cells.push(folded);
      continue;
    }
    const letters = [...folded];
    for (let i = 0; i < letters.length; i++) {
      if (qu && letters[i] === "q") {
        if (letters[i + 1] === "u") i++;
        cells.push("qu");
      } else cells.push(letters[i]!);
    }
  }
  if (cells.some((c) => !isSpelledIn(language, c))) return { ok: false, code: "tray_letter" };
  const size = sizeForCells(cells.length);
  if (!size) return { ok: false, code: "tray_length", count: cells.length };
  return { ok: true, board: { size, cells } };
}
