/**
 * The kitchen-table score sheet (seed 001's score keeper): one number per player per
 * shake, running totals, shared places, and a match that ends on its shake count or a
 * target score. Every function is pure: it returns a new sheet or a refusal with a code,
 * and a refused change leaves the sheet exactly as it was. The device stores the sheet
 * (client/kitchen/); the settings are a table's `Settings`, read through house-rules.ts,
 * so a sheet and a table agree on what each rule means.
 *
 * The ending is a live setting: finished is derived from the complete shakes and the
 * current count (or target) every time, so raising the count reopens the match at once
 * (the seed's tie-break: the decider is one more shake) and a played row stays editable.
 */
import * as v from "valibot";
import { SettingsPatchSchema, type Settings, type SettingChange, type SettingsPatch } from "../../protocol.ts";
import { MAX_CELL, type Sheet } from "../../protocol/sheet.ts";
import { changesOf, sensiblePatch } from "../house-rules.ts";
import { rankStandings, type Standing } from "../standings.ts";
import { cellValue, completeShakes, plays, runningTotals } from "./cells.ts";
import { refuse, type SheetErrorCode, type SheetResult } from "./results.ts";

export { runningTotals } from "./cells.ts";
export { addPlayer, removePlayer, renamePlayer } from "./players.ts";
export type { SheetErrorCode, SheetResult } from "./results.ts";
export type { Sheet } from "../../protocol/sheet.ts";

/** A new, empty sheet. */
export function newSheet(settings: Settings, now: number): Sheet {
  return { version: 1, settings, players: [], shakes: [], nextId: 0, startedAt: now };
}

/** A typed total read as a whole number: signs as a phone keyboard types them (−, +), spaces ignored. */
function readPoints(input: string, penalty: number): { ok: true; points: number } | { ok: false; code: SheetErrorCode } {
  const text = input.trim().replace(/^[\u2212\u2012\u2013]/, "-");
  if (text === "") return { ok: false, code: "empty" };
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, code: "not_a_number" };
  const points = Number(text);
  if (points < 0 && penalty === 0) return { ok: false, code: "negative" };
  if (Math.abs(points) > MAX_CELL) return { ok: false, code: "too_large" };
  return { ok: true, points: points === 0 ? 0 : points };
}

/** Whether a new shake (row) may start: the sheet is not finished and the last row is complete. */
export function canStartShake(sheet: Sheet): boolean {
  return !standingsOf(sheet).finished && completeShakes(sheet) === sheet.shakes.length;
}

/** The shake a cell edit may touch: an existing row, or the next one when a new shake may start. */
export function rowCheck(sheet: Sheet, shake: number, playerId: number): SheetResult | null {
  const player = sheet.players.find((p) => p.id === playerId);
  if (!player) return refuse("no_such_player");
  if (!Number.isInteger(shake) || shake < 0 || shake > sheet.shakes.length) return refuse("no_such_shake");
  if (shake === sheet.shakes.length) {
    if (completeShakes(sheet) < sheet.shakes.length) return refuse("no_such_shake");
    if (standingsOf(sheet).finished) return refuse("finished");
  }
  if (!plays(player, shake)) return refuse("not_playing");
  return null;
}

/**
 * Type a player's total for a shake ("7", "−3"): an integer, negative only when a
 * penalty is set. A row already played may be corrected at any time; a new row may be
 * started only when the last is complete and the match is not over. A typed number
 * replaces a computed one (the cell then says it was typed).
 */
export function setCell(sheet: Sheet, shake: number, playerId: number, input: string): SheetResult {
  const problem = rowCheck(sheet, shake, playerId);
  if (problem) return problem;
  const read = readPoints(input, sheet.settings.penalty);
  if (!read.ok) return refuse(read.code);
  const shakes = [...sheet.shakes];
  const row = shakes[shake] ?? { cells: {} };
  shakes[shake] = { ...row, cells: { ...row.cells, [playerId]: { kind: "typed", points: read.points } } };
  return { ok: true, sheet: { ...sheet, shakes } };
}

/** Empty a player's cell in the last shake (an earlier row is corrected, not emptied); the row goes when it is empty. */
export function clearCell(sheet: Sheet, shake: number, playerId: number): SheetResult {
  if (!sheet.players.some((p) => p.id === playerId)) return refuse("no_such_player");
  if (shake !== sheet.shakes.length - 1) return refuse(shake < sheet.shakes.length - 1 && shake >= 0 ? "not_last_shake" : "no_such_shake");
  const row = sheet.shakes[shake]!;
  const { [playerId]: _gone, ...cells } = row.cells;
  const lists = row.lists ? Object.fromEntries(Object.entries(row.lists).filter(([id]) => Number(id) !== playerId)) : undefined;
  const shakes = [...sheet.shakes];
  if (Object.keys(cells).length === 0) shakes.pop();
  else shakes[shake] = { ...row, cells, ...(lists ? { lists } : {}) };
  return { ok: true, sheet: { ...sheet, shakes } };
}

export interface SheetStandings {
  /** Best first; equal totals share a place (1, 1, 3). */
  standings: (Standing & { id: number })[];
  /** Ids of everyone on the top total once the match is finished; empty before. */
  winners: number[];
  /** Ids of everyone on the top total now. */
  leaders: number[];
  finished: boolean;
  /** Shakes complete so far. */
  played: number;
}

/**
 * Totals, places and whether the match is over: with a target, once a complete shake
 * brings someone to it; otherwise once the shake count is reached. Every player on the
 * top total of a finished match is a winner; the tie is reported, never broken.
 */
export function standingsOf(sheet: Sheet): SheetStandings {
  const played = completeShakes(sheet);
  const totals = sheet.players.map((p) => {
    let total = 0;
    for (let s = 0; s < sheet.shakes.length; s++) total += cellValue(sheet, s, p.id) ?? 0;
    return total;
  });
  const { target, rounds } = sheet.settings;
  const afterPlayed = played > 0 ? (runningTotals(sheet)[played - 1] ?? []) : [];
  const finished = sheet.players.length >= 2 && (target !== null ? afterPlayed.some((t) => t >= target) : played >= rounds);
  const { standings, winners } = rankStandings(sheet.players.map((p, i) => ({ seat: i, name: p.name, total: totals[i]! })));
  const idOf = (seat: number) => sheet.players[seat]!.id;
  const leaders = winners.map(idOf);
  return { standings: standings.map((s) => ({ ...s, id: idOf(s.seat) })), winners: finished ? leaders : [], leaders, finished, played };
}

export type SettingsResult =
  | {
    ok: true;
    sheet: Sheet;
    /** What changed, old and new values (client/state/words.ts words them). */
    changes: SettingChange[];
    /** Every player's total before and after, when some computed cell was rescored; else []. */
    totals: { id: number; name: string; from: number; to: number }[];
    /** What the change did to the match: reopened it, finished it, or neither. */
    match: "reopened" | "finished" | null;
  }
  | { ok: false; code: SheetErrorCode; detail?: string };

/**
 * Change settings at any moment. The patch must pass a table's settings schema (the
 * seed's ranges); it is completed as a table's would be so the points table and the
 * shortest word keep making sense together (sensiblePatch). The shake count cannot drop
 * below the shakes already played. The sheet recalculates at once.
 */
export function changeSheetSettings(sheet: Sheet, patch: SettingsPatch): SettingsResult {
  const parsed = v.safeParse(SettingsPatchSchema, patch);
  if (!parsed.success) return { ok: false, code: "bad_setting", detail: parsed.issues[0].message };
  const completed = sensiblePatch(sheet.settings, parsed.output as Partial<Settings>);
  const settings: Settings = { ...sheet.settings, ...completed };
  const played = completeShakes(sheet);
  if (settings.target === null && settings.rounds < played) return { ok: false, code: "below_played", detail: String(played) };
  const next = { ...sheet, settings };
  const before = standingsOf(sheet);
  const after = standingsOf(next);
  const old = new Map(before.standings.map((s) => [s.id, s.total]));
  const moved = after.standings.some((s) => s.total !== old.get(s.id));
  const totals = moved ? sheet.players.map((p) => ({ id: p.id, name: p.name, from: old.get(p.id)!, to: after.standings.find((s) => s.id === p.id)!.total })) : [];
  const match = before.finished && !after.finished ? "reopened" : !before.finished && after.finished ? "finished" : null;
  return { ok: true, sheet: next, changes: changesOf(sheet.settings, completed), totals, match };
}
