/**
 * The kitchen-table score sheet as the device stores it (localStorage): its players, one
 * row per shake, each cell either a total the players typed or one computed from the
 * words they typed, and the sheet's settings (a table's `Settings`; the computer players'
 * level and timer preset are unused). The client reads a stored sheet through
 * `parseStoredSheet` rather than trusting it: storage written by an older build, or by
 * hand, is refused with a reason instead of breaking the page.
 *
 * Not re-exported from src/protocol.ts: its schemas are built when the module loads, and
 * the game page (which imports src/protocol.ts) must not carry them; the kitchen table's
 * chunk imports this file directly.
 */
import * as v from "valibot";
import { SettingsPatchSchema, type Settings } from "./settings.ts";
import { DEFAULT_SETTINGS } from "./values.ts";

/** How many players a sheet has, at least and at most. */
export const SHEET_PLAYERS = { min: 2, max: 8 } as const;
/** The largest total (either sign) one shake's cell takes. */
export const MAX_CELL = 9999;

/** Why a typed word of a list does or does not count (the referee's verdict, kept so a setting change can rescore it). */
export const LIST_STATUSES = ["word", "too_short", "not_on_board", "not_a_word", "invalid", "already_found"] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

const whole = v.pipe(v.number(), v.integer());

const PlayerSchema = v.object({
  id: v.pipe(whole, v.minValue(0)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** The first shake (from 0) this player plays: one added between shakes has no cells before it. */
  from: v.pipe(whole, v.minValue(0)),
});

const CellSchema = v.variant("kind", [
  v.object({ kind: v.literal("typed"), points: v.pipe(whole, v.minValue(-MAX_CELL), v.maxValue(MAX_CELL)) }),
  v.object({ kind: v.literal("computed") }),
]);

const ListEntrySchema = v.object({ word: v.pipe(v.string(), v.maxLength(40)), status: v.picklist(LIST_STATUSES) });

const ShakeSchema = v.object({
  /** Player id → cell. */
  cells: v.record(v.string(), CellSchema),
  /** Player id → the words they typed, checked, when this shake's totals come from lists. */
  lists: v.optional(v.record(v.string(), v.array(ListEntrySchema))),
  /** The tray the lists were checked against (row-major cells), when one was typed. */
  tray: v.optional(v.nullable(v.array(v.pipe(v.string(), v.maxLength(8))))),
});

export const StoredSheetSchema = v.object({
  version: v.literal(1),
  settings: v.record(v.string(), v.unknown()),
  players: v.pipe(v.array(PlayerSchema), v.maxLength(SHEET_PLAYERS.max)),
  shakes: v.pipe(v.array(ShakeSchema), v.maxLength(200)),
  nextId: v.pipe(whole, v.minValue(0)),
  startedAt: v.number(),
});

export type SheetPlayer = v.InferOutput<typeof PlayerSchema>;
export type SheetCell = v.InferOutput<typeof CellSchema>;
export type ListEntry = v.InferOutput<typeof ListEntrySchema>;
export type ShakeRow = v.InferOutput<typeof ShakeSchema>;

/** A score sheet: settings, players and the shakes played so far. */
export interface Sheet extends Omit<v.InferOutput<typeof StoredSheetSchema>, "settings"> {
  settings: Settings;
}

/** A stored sheet checked, its settings completed with the defaults; or why not. */
export function parseStoredSheet(data: unknown): { ok: true; sheet: Sheet } | { ok: false; why: string } {
  const r = v.safeParse(StoredSheetSchema, data);
  if (!r.success) return { ok: false, why: r.issues[0].message };
  const settings = v.safeParse(SettingsPatchSchema, r.output.settings);
  if (!settings.success) return { ok: false, why: settings.issues[0].message };
  return { ok: true, sheet: { ...r.output, settings: { ...DEFAULT_SETTINGS, ...stripUndefined(settings.output) } } };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as Partial<T>;
}
