/**
 * What a table's settings mean for play. The settings keep `null` for "the board's
 * usual" so that a table switching from 4×4 to 6×6 also switches to the bigger board's
 * shortest word and points table unless the host chose otherwise; these functions turn
 * settings into the concrete values the rules use, in one place.
 *
 * Two kinds of rule: scoring rules (`cancellation`, `scoring`, `penalty`) apply to every
 * round of the match, so changing one rescores the rounds already played (recalculate.ts);
 * the rest decide what counts as it is entered, or how long a round lasts, and take
 * effect from the next round.
 */
import { DEFAULT_SETTINGS, SCORING_KEYS, type Language } from "../protocol/values.ts";
import type { Settings, SettingChange } from "../protocol.ts";
import type { BoardSize } from "./board.ts";
import { PAUSE_MS, ROUND_MS, type MatchState } from "./match-state.ts";
import { defaultMinLength, defaultTable, type Lexicon } from "./rules.ts";
import { scoreWord, type ScoringTable } from "./scoring.ts";
import type { RoundRules } from "./standings.ts";

/** The board size a settings value stands for. */
export function boardSizeOf(settings: Settings): BoardSize {
  return settings.board === "6x6" ? 6 : settings.board === "5x5" ? 5 : 4;
}

/** Shortest word allowed on the next board. */
export function minLengthOf(settings: Settings): number {
  return settings.minLength ?? defaultMinLength(boardSizeOf(settings));
}

/** The points table for a round played on a board of `size`. */
export function tableFor(settings: Settings, size: BoardSize): ScoringTable {
  return settings.scoring ?? defaultTable(size);
}

const TABLE_NAMES: Record<ScoringTable, string> = { classic: "classic", big: "big", superbig: "super big" };

/**
 * Why `settings` do not make sense together, or null. A word the table accepts must be
 * worth something: the big and super big points tables give 3-letter words no points, so
 * with a 3-letter minimum (chosen, or the 4×4 board's usual) a player would see a word
 * accepted for nothing, and computer players would enter them. `POST /api/tables` and
 * the `settings` message refuse such settings with `bad_message` and this text.
 */
export function settingsProblem(settings: Settings): string | null {
  const size = boardSizeOf(settings);
  const table = tableFor(settings, size);
  const shortest = minLengthOf(settings);
  if (scoreWord("a".repeat(shortest), table) > 0) return null;
  const usual = settings.minLength === null ? ` (the ${size}×${size} board's usual is ${shortest})` : "";
  const usualTable = settings.scoring === null ? ` (the ${size}×${size} board's usual)` : "";
  return `The ${TABLE_NAMES[table]} points table${usualTable} gives ${shortest}-letter words no points: `
    + `with it the shortest word must be ${shortest + 1} letters${usual}, or choose the classic points table`;
}

/**
 * A host's pick completed so the settings keep making sense (settingsProblem): picking
 * the big or super big points table where the shortest word would be 3 letters brings a
 * 4-letter minimum with it (the board's usual when that is 4), and so does a board change
 * that would leave such a table with 3 letters; picking 3 letters where the points table
 * gives them nothing brings the classic table. What the host picked is kept as picked.
 */
export function sensiblePatch(settings: Settings, patch: Partial<Settings>): Partial<Settings> {
  const next = { ...settings, ...patch };
  if (!settingsProblem(next)) return patch;
  if ("minLength" in patch && !("scoring" in patch)) return { ...patch, scoring: "classic" };
  return { ...patch, minLength: defaultMinLength(boardSizeOf(next)) >= 4 ? null : 4 };
}

/** How a round played on a board of `size` is scored under `settings`. */
export function roundRulesFor(settings: Settings, size: BoardSize): RoundRules {
  return { cancellation: settings.cancellation, penalty: settings.penalty, table: tableFor(settings, size) };
}

/**
 * Round length: `roundSeconds` if set, else the timer preset. Super Big's Normal is four
 * minutes rather than three, and its Relaxed and Quick scale with it.
 */
export function roundMsOf(settings: Settings): number {
  if (settings.roundSeconds !== null) return settings.roundSeconds * 1000;
  const preset = ROUND_MS[settings.timer];
  return boardSizeOf(settings) === 6 ? (preset * 4) / 3 : preset;
}

/**
 * The usual round on this table's board: the Normal timer's length (what the computer
 * players' counts are tuned for; a longer or shorter round scales them, see bots.ts).
 */
export function usualRoundMsOf(settings: Settings): number {
  return roundMsOf({ ...settings, timer: "normal", roundSeconds: null });
}

/** The pause between rounds. */
export function pauseMsOf(settings: Settings): number {
  return PAUSE_MS[settings.timer];
}

/**
 * Whether a table's rounds take proper nouns: the setting is on and the table plays in
 * English (the names come from WordNet, which is English; no other language has a list).
 */
export function usesProperNouns(settings: Settings | undefined): boolean {
  return settings?.properNouns === true && settings.language === "en";
}

/** The dictionary a round checks entries against: with proper nouns, either list counts. */
export function lexiconFor(settings: Settings, words: Lexicon, properNouns: Lexicon | null): Lexicon {
  if (!usesProperNouns(settings) || !properNouns) return words;
  return { has: (word) => words.has(word) || properNouns.has(word) };
}

/** The settings keys `patch` actually changes, with old and new values, in key order. */
export function changesOf(settings: Settings, patch: Partial<Settings>): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const to = patch[key];
    if (to !== undefined && to !== settings[key]) changes.push({ key, from: settings[key], to });
  }
  return changes;
}

/** Whether any of `changes` alters how played rounds score. */
export function rescores(changes: readonly SettingChange[]): boolean {
  return changes.some((c) => (SCORING_KEYS as readonly string[]).includes(c.key));
}

/** Each language's name in the notice (which is in English: clients show their own words from `changes`). */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English", de: "German", fr: "French", es: "Spanish", it: "Italian", nl: "Dutch", pt: "Portuguese", sv: "Swedish", ru: "Russian",
};

const SCORING_WORDS: Record<ScoringTable, string> = {
  classic: "classic points for word length",
  big: "big points for word length (no points for 3 letters)",
  superbig: "super big points for word length (9+ letters score 2 a letter)",
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One change in plain words, for the notice everyone reads ("shared words now score for
 * everyone", "a rejected word costs 2 points", "5 rounds instead of 3"): what the table
 * plays by now, never a setting's name.
 */
export function describeChange(change: SettingChange): string {
  const { key, from, to } = change;
  switch (key) {
    case "rounds": return `${plural(to as number, "round", "rounds")} instead of ${from as number}`;
    case "target": return to === null ? "no target score" : `play to ${to as number} points${from === null ? "" : ` instead of ${from as number}`}`;
    case "board": return `the next board is ${(to as string).replace("x", "×")}`;
    case "bots": return `${to as string} computer players`;
    case "timer": return `the ${to as string} timer`;
    case "roundSeconds": return to === null ? "round length back to the timer's" : `rounds of ${to as number} s`;
    case "minLength": return to === null ? "shortest word back to the board's usual" : `shortest word ${to as number} letters`;
    case "cancellation": return to ? "shared words now score for nobody" : "shared words now score for everyone";
    case "scoring": return to === null ? "points for word length back to the board's usual" : SCORING_WORDS[to as ScoringTable];
    case "properNouns": return to ? "names of people and places now count" : "names of people and places no longer count";
    case "penalty": return to === 0 ? "no penalty for a rejected word" : `a rejected word costs ${plural(to as number, "point", "points")}`;
    case "language": return `the next round is played in ${LANGUAGE_NAMES[to as Language]}`;
    case "play": return to === "together" ? "everyone plays together, as one team" : "everyone plays against each other";
  }
}

/**
 * A stored match from before the house rules, brought up to date: missing settings take
 * their defaults and missing per-seat fields their empty values. Edits `state` in place.
 */
export function withHouseRuleDefaults(state: MatchState): MatchState {
  state.settings = { ...DEFAULT_SETTINGS, ...state.settings };
  state.played ??= [];
  state.tieBreak ??= false;
  state.endReason ??= state.phase === "finished" ? "rounds" : null;
  for (const s of state.seats) {
    s.rejected ??= [];
    s.sittingOut ??= false;
  }
  return state;
}
