/**
 * What a score-sheet cell is worth. A typed cell is the number the players agreed on
 * paper and is never touched by a setting. A computed cell is derived, every time it is
 * read, from the words typed for that shake (src/game/sheet/lists.ts) under the sheet's
 * current settings, through the same `scoreRound` a table uses: so changing the points
 * table, cancellation, penalty or shortest word rescores exactly the computed cells, by
 * construction, as recalculate.ts does for a table's rounds.
 */
import type { Settings } from "../../protocol.ts";
import type { ShakeRow, Sheet, SheetPlayer } from "../../protocol/sheet.ts";
import { sizeForCells, type BoardSize } from "../board.ts";
import { boardSizeOf, minLengthOf, roundRulesFor } from "../house-rules.ts";
import { isPenalised } from "../rules.ts";
import { scoreRound } from "../standings.ts";

/** Whether `player` has a cell to fill in shake `shake` (they had joined by then). */
export function plays(player: SheetPlayer, shake: number): boolean {
  return shake >= player.from;
}

/** The board size a shake's words were played on: its typed tray's, else the settings' board. */
function sizeOf(row: ShakeRow, settings: Settings): BoardSize {
  return (row.tray && sizeForCells(row.tray.length)) || boardSizeOf(settings);
}

/** Every computed cell of a shake, scored together (cancellation needs all lists at once): player id → points. */
export function computedScores(row: ShakeRow, settings: Settings): Map<number, number> {
  const lists = Object.entries(row.lists ?? {});
  if (lists.length === 0) return new Map();
  const min = minLengthOf(settings);
  const scored = scoreRound(
    lists.map(([id, entries]) => ({
      seat: Number(id),
      words: entries.filter((e) => e.status === "word" && e.word.length >= min).map((e) => e.word),
      penalised: entries.filter((e) => e.status !== "word" && isPenalised(e.status)).length,
    })),
    roundRulesFor(settings, sizeOf(row, settings)),
  );
  return new Map(scored.map((p) => [p.seat, p.score]));
}

/** The points of a player's cell in a shake, or null when it is empty (or has no list to compute from). */
export function cellValue(sheet: Sheet, shake: number, playerId: number): number | null {
  const row = sheet.shakes[shake];
  const cell = row?.cells[playerId];
  if (!row || !cell) return null;
  if (cell.kind === "typed") return cell.points;
  return computedScores(row, sheet.settings).get(playerId) ?? null;
}

/** Whether every player who plays shake `shake` has a number in it. */
export function shakeComplete(sheet: Sheet, shake: number): boolean {
  return sheet.players.every((p) => !plays(p, shake) || cellValue(sheet, shake, p.id) !== null);
}

/** How many shakes are complete, counted from the first: a gap stops the count. */
export function completeShakes(sheet: Sheet): number {
  let n = 0;
  while (n < sheet.shakes.length && shakeComplete(sheet, n)) n++;
  return n;
}

/** Each player's totals after each shake (rows × players, in player order); an empty cell counts 0. */
export function runningTotals(sheet: Sheet): number[][] {
  const sums = sheet.players.map(() => 0);
  return sheet.shakes.map((_, shake) => sheet.players.map((p, i) => (sums[i]! += cellValue(sheet, shake, p.id) ?? 0)));
}
