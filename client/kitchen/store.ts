/**
 * What the kitchen table keeps on the device, so the sheet survives a closed tab and a
 * reload: the sheet itself, its timer (a stored start time: src/game/sheet/timer.ts), the
 * tray and the lists being typed for the current shake, and the finished sheets' history.
 * Each is one localStorage key, written on every change. A stored sheet is parsed with
 * its schema (src/protocol/sheet.ts), never trusted: one that does not parse is set
 * aside under a key of its own (so nothing is silently lost) and a fresh sheet starts
 * with the same players. Storage that cannot be used means "nothing remembered", as in
 * client/state/storage.ts.
 */
import { signal } from "@preact/signals";
import { roundMsOf } from "../../src/game/house-rules.ts";
import { addPlayer, newSheet, standingsOf, type Sheet } from "../../src/game/sheet/sheet.ts";
import { newTimer, type SheetTimer } from "../../src/game/sheet/timer.ts";
import { DEFAULT_SETTINGS, isLanguage, type Language } from "../../src/protocol.ts";
import { parseStoredSheet } from "../../src/protocol/sheet.ts";
import { savedPlayLanguage } from "../state/storage.ts";

const SHEET_KEY = "baffle.kitchen.sheet";
const BROKEN_KEY = "baffle.kitchen.sheet.unreadable";
const TIMER_KEY = "baffle.kitchen.timer";
const TRAY_KEY = "baffle.kitchen.tray";
const LISTS_KEY = "baffle.kitchen.lists";
const HISTORY_KEY = "baffle.kitchen.history";
/** Finished sheets kept, newest first. */
const HISTORY_MAX = 30;

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not remembered: it still applies to this visit */
  }
}

function firstSheet(): Sheet {
  const language = savedPlayLanguage();
  return newSheet({ ...DEFAULT_SETTINGS, language: isLanguage(language) ? language : "en" }, Date.now());
}

function loadSheet(): Sheet {
  const stored = read(SHEET_KEY);
  if (stored === null) return firstSheet();
  const parsed = parseStoredSheet(stored);
  if (parsed.ok) return parsed.sheet;
  write(BROKEN_KEY, stored);
  return firstSheet();
}

/** The sheet being played. */
export const sheet = signal<Sheet>(loadSheet());

/** Replace the sheet (after a change the rules accepted) and remember it. */
export function saveSheet(next: Sheet): void {
  sheet.value = next;
  write(SHEET_KEY, next);
}

function isTimer(x: unknown): x is SheetTimer {
  if (typeof x !== "object" || x === null) return false;
  const t = x as Record<string, unknown>;
  return typeof t.durationMs === "number" && typeof t.elapsedMs === "number" && (t.runningSince === null || typeof t.runningSince === "number");
}

const storedTimer = read(TIMER_KEY);
/** The timer: the stored one, else the sheet's round length, not started. */
export const timer = signal<SheetTimer>(isTimer(storedTimer) ? storedTimer : newTimer(roundMsOf(sheet.value.settings)));

export function saveTimer(next: SheetTimer): void {
  timer.value = next;
  write(TIMER_KEY, next);
}

/** The tray as typed for the current shake, and the language it is read in. */
export interface TrayDraft {
  text: string;
  language: Language;
}
const storedTray = read(TRAY_KEY) as Partial<TrayDraft> | null;
export const trayDraft = signal<TrayDraft | null>(
  storedTray && typeof storedTray.text === "string" && isLanguage(storedTray.language) ? { text: storedTray.text, language: storedTray.language } : null,
);

export function saveTray(next: TrayDraft | null): void {
  trayDraft.value = next;
  write(TRAY_KEY, next);
}

/** The words typed so far for the current shake: player id → text. */
const storedLists = read(LISTS_KEY);
export const listDrafts = signal<Record<string, string>>(
  storedLists && typeof storedLists === "object" && Object.values(storedLists).every((x) => typeof x === "string") ? (storedLists as Record<string, string>) : {},
);

export function saveListDrafts(next: Record<string, string>): void {
  listDrafts.value = next;
  write(LISTS_KEY, next);
}

/** A finished sheet as the history keeps it. */
export interface PastSheet {
  finishedAt: number;
  shakes: number;
  standings: { name: string; total: number; rank: number }[];
}

function isPast(x: unknown): x is PastSheet {
  const p = x as PastSheet;
  return typeof x === "object" && x !== null && typeof p.finishedAt === "number" && typeof p.shakes === "number" && Array.isArray(p.standings)
    && p.standings.every((s) => typeof s?.name === "string" && typeof s.total === "number" && typeof s.rank === "number");
}

const storedHistory = read(HISTORY_KEY);
export const history = signal<PastSheet[]>(Array.isArray(storedHistory) ? storedHistory.filter(isPast) : []);

/**
 * Start a new sheet with the same players and settings. A finished sheet goes into the
 * history first; the timer, tray and lists start afresh.
 */
export function startNewSheet(now: number): void {
  const old = sheet.value;
  const st = standingsOf(old);
  if (st.finished) {
    const past: PastSheet = { finishedAt: now, shakes: st.played, standings: st.standings.map(({ name, total, rank }) => ({ name, total, rank })) };
    history.value = [past, ...history.value].slice(0, HISTORY_MAX);
    write(HISTORY_KEY, history.value);
  }
  let next = newSheet(old.settings, now);
  for (const p of old.players) {
    const r = addPlayer(next, p.name);
    if (r.ok) next = r.sheet;
  }
  saveSheet(next);
  saveTimer(newTimer(roundMsOf(next.settings)));
  saveTray(null);
  saveListDrafts({});
}
