/**
 * Shared by the house-rules tests: a table of people driven through whole matches with
 * a fake clock, where a round's lists are handed in directly (scoring does not care how
 * a word was entered) or typed on a known board through `enterWord`.
 */
import { findPath } from "../../src/game/paths.ts";
import {
  TABLE_RULES, applied, createMatch, draft, endRound, join, markReady, start,
  type Applied, type GameDictionary, type MatchState, type ModeContext, type Outcome, type SolvedWord,
} from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";
import { DEFAULT_SETTINGS, type ServerMessage, type Settings } from "../../src/protocol.ts";

/** A 4×4 board with known words, "paris" among them. */
export const BOARD = ["p", "a", "r", "i", "t", "e", "n", "s", "o", "l", "d", "m", "a", "y", "e", "s"];
export const WORDS = ["tea", "ten", "tens", "pea", "pear", "pears", "near", "old", "lend", "yes"];
export const PROPER = ["paris", "ted"];

/** A dictionary of `words` whose solver traces them on any board. */
export function dictionary(words: readonly string[] = WORDS): GameDictionary {
  const set = new Set(words);
  return {
    has: (w) => set.has(w),
    levelOf: () => 10,
    solve(cells, minLength) {
      const size = Math.sqrt(cells.length) as 4 | 5 | 6;
      return [...set].filter((w) => w.length >= minLength).sort().flatMap((word): SolvedWord[] => {
        const path = findPath({ size, cells }, word);
        return path ? [{ word, path }] : [];
      });
    },
  };
}

export const dict = dictionary();
export const NOW = 1_000_000;
export const ctx = (now = NOW, seed = 1): ModeContext => ({ now, rng: seededRng(seed), dict, rules: TABLE_RULES });

export function ok(outcome: Outcome): Applied {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.message}`);
  return outcome;
}

/** A lobby with these people seated (the first is host) and these settings. */
export function table(names: string[], settings: Partial<Settings> = {}): MatchState {
  let s = createMatch("H".repeat(22), NOW, { ...DEFAULT_SETTINGS, ...settings });
  names.forEach((name, i) => { s = ok(join(s, { name }, `token-${i}-abcdefghijklmnop`, ctx())).state; });
  return s;
}

/** Started, with computer plans cleared and the known board in play. */
export function started(names: string[], settings: Partial<Settings> = {}): MatchState {
  const s = ok(start(table(names, settings), 0, ctx())).state;
  return useBoard(s);
}

/** Put the known board in play and shown (the countdown over), computer plans cleared. */
export function useBoard(state: MatchState, cells = BOARD): MatchState {
  state.board = [...cells];
  state.startsAt = null;
  state.solution = dict.solve(cells, 3);
  state.boardWords = state.solution.length;
  for (const seat of state.seats) seat.plan = [];
  return state;
}

/**
 * End the round in play with these lists (seat → words) and refused entries (seat →
 * entries), as if they had been entered. Word i of seat s gets the stand-in path [s, i].
 */
export function endWith(state: MatchState, lists: Record<number, string[]>, rejected: Record<number, string[]> = {}): Applied {
  const next = draft(state);
  for (const s of next.seats) {
    if (s.sittingOut) continue;
    s.words = (lists[s.seat] ?? []).map((word, i) => ({ word, points: 0, path: [s.seat, i] }));
    s.rejected = rejected[s.seat] ?? [];
    s.plan = [];
  }
  return applied(next, endRound(next, NOW));
}

/** Everyone ready: the next round starts on the known board. */
export function nextRound(state: MatchState): MatchState {
  let s = state;
  for (const seat of s.seats) if (!seat.bot && !seat.left) s = ok(markReady(s, seat.seat, ctx())).state;
  if (s.phase !== "playing") throw new Error(`expected a round to start, phase ${s.phase}`);
  return useBoard(s);
}

/** Play a whole match: one entry of `rounds` per round, each seat → words. */
export function playMatch(state: MatchState, rounds: Record<number, string[]>[], rejected: Record<number, string[]>[] = []): MatchState {
  let s = state;
  rounds.forEach((lists, i) => {
    if (i > 0) s = nextRound(s);
    s = endWith(s, lists, rejected[i]).state;
  });
  return s;
}

export function messagesOf<T extends ServerMessage["type"]>(a: Applied, type: T): Extract<ServerMessage, { type: T }>[] {
  return a.effects.map((e) => e.msg).filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
}

/** Distinct made-up words of `n` letters for score-sheet tests (scoring only counts letters). */
export function wordsOf(n: number, count: number, tag: string): string[] {
  return Array.from({ length: count }, (_, i) => (tag + String.fromCharCode(97 + i)).padEnd(n, "x").slice(0, n));
}
