/**
 * The players of a kitchen-table sheet: 2 to 8 names, unique regardless of case, each
 * a valid display name (src/protocol/names.ts). Players are added and removed between
 * shakes, never while one is half filled in; a player added after some shakes starts
 * from 0 with no cells to fill before their first. Renaming is allowed at any moment.
 */
import { nameProblem } from "../../protocol.ts";
import { SHEET_PLAYERS, type Sheet } from "../../protocol/sheet.ts";
import { completeShakes } from "./cells.ts";
import { refuse, type SheetResult } from "./results.ts";

function nameCheck(sheet: Sheet, name: string, except?: number): SheetResult | null {
  if (name.length === 0) return refuse("name_empty");
  const problem = nameProblem(name);
  if (problem) return refuse(/at most/.test(problem) ? "name_too_long" : "name_invalid", problem);
  const key = name.toLocaleLowerCase();
  if (sheet.players.some((p) => p.id !== except && p.name.toLocaleLowerCase() === key)) return refuse("name_taken");
  return null;
}

const midShake = (sheet: Sheet) => completeShakes(sheet) < sheet.shakes.length;

/** Add a player, who plays from the next shake on. */
export function addPlayer(sheet: Sheet, input: string): SheetResult {
  const name = input.trim();
  if (sheet.players.length >= SHEET_PLAYERS.max) return refuse("too_many");
  if (midShake(sheet)) return refuse("mid_shake");
  const problem = nameCheck(sheet, name);
  if (problem) return problem;
  const player = { id: sheet.nextId, name, from: sheet.shakes.length };
  return { ok: true, sheet: { ...sheet, players: [...sheet.players, player], nextId: sheet.nextId + 1 } };
}

/** Give a player another name. */
export function renamePlayer(sheet: Sheet, id: number, input: string): SheetResult {
  const name = input.trim();
  if (!sheet.players.some((p) => p.id === id)) return refuse("no_such_player");
  const problem = nameCheck(sheet, name, id);
  if (problem) return problem;
  return { ok: true, sheet: { ...sheet, players: sheet.players.map((p) => (p.id === id ? { ...p, name } : p)) } };
}

/** Remove a player and their cells (and words), between shakes; two always stay. */
export function removePlayer(sheet: Sheet, id: number): SheetResult {
  if (!sheet.players.some((p) => p.id === id)) return refuse("no_such_player");
  if (sheet.players.length <= SHEET_PLAYERS.min) return refuse("too_few");
  if (midShake(sheet)) return refuse("mid_shake");
  const without = <T>(rec: Record<string, T> | undefined) => rec && Object.fromEntries(Object.entries(rec).filter(([k]) => Number(k) !== id));
  const shakes = sheet.shakes.map((row) => {
    const lists = without(row.lists);
    return { ...row, cells: without(row.cells)!, ...(lists ? { lists } : {}) };
  });
  return { ok: true, sheet: { ...sheet, players: sheet.players.filter((p) => p.id !== id), shakes } };
}
