/**
 * The hot path of the game, on the pure rules in plain Node: one word entry at a busy
 * table. `entryUs` is `enterWord` (the rule the table object calls for every word:
 * the check, the next state, the verdict and the counts) on an 8-seat table where every
 * seat already holds 40 words; `checkUs` is `checkWord` alone (dictionary, path, points)
 * for the same entries, measured in the same run. Their ratio, `entryVsCheck`, is what
 * making the next state costs on top of the rule itself (goal: at most 3).
 *
 * Every timed call starts from the same state (the rules are pure, so each call does the
 * same work) and enters a word the seat does not have yet, so every entry is accepted.
 * The two loops run in alternating turns so a busy neighbour on the machine slows both
 * alike; times are CPU time of this process.
 *
 *   npx tsx test/bench/entry.ts [--json]
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { sizeForCells } from "../../src/game/board.ts";
import { minLengthOf, tableFor } from "../../src/game/house-rules.ts";
import {
  createMatch, enterWord, join, start, tick, type Applied, type GameDictionary, type MatchState, type Outcome,
} from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";
import { checkWord, type CheckContext } from "../../src/game/rules.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";

export const ENTRY_SEATS = 8;
export const ENTRY_WORDS = 40;

export interface EntryBenchResult {
  entrySeats: number;
  entryWordsPerSeat: number;
  /** `checkWord` alone, µs per entry. */
  checkUs: number;
  /** `enterWord` at the table, µs per entry. */
  entryUs: number;
  entryVsCheck: number;
}

function ok(outcome: Outcome): Applied {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.message}`);
  return outcome;
}

const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };

/** A table of `ENTRY_SEATS` people mid-round, each holding `ENTRY_WORDS` words, and one more word each can enter. */
export function busyTable(dict: GameDictionary, seed = 1): { state: MatchState; extra: string[] } {
  const rng = seededRng(seed);
  const now = 1_800_000_000_000;
  const ctx = { now, rng, dict };
  for (;;) {
    let state = createMatch("E".repeat(22), now, { ...DEFAULT_SETTINGS, board: "5x5" });
    for (let p = 0; p < ENTRY_SEATS; p++) state = ok(join(state, { name: `P${p}` }, `token-${p}-abcdefghijklmnop`, ctx)).state;
    state = ok(start(state, 0, ctx)).state;
    // Past the 3-2-1: entries before the board is shown are refused (not_started).
    const shown = state.startsAt ?? now;
    state = tick(state, { ...ctx, now: shown }).state;
    const words = state.solution!.map((w) => w.word);
    if (words.length < ENTRY_WORDS + ENTRY_SEATS) continue; // a board too poor for 40 each: shake again
    const extra: string[] = [];
    for (let seat = 0; seat < ENTRY_SEATS; seat++) {
      // Each seat its own slice of the board's words (overlapping, as real players do).
      const mine = Array.from({ length: ENTRY_WORDS + 1 }, (_, k) => words[(seat * 7 + k) % words.length]!);
      for (const word of mine.slice(0, ENTRY_WORDS)) state = ok(enterWord(state, seat, { type: "word", word }, shown, dict)).state;
      extra.push(mine[ENTRY_WORDS]!);
    }
    for (const s of state.seats) if (s.words.length !== ENTRY_WORDS) throw new Error(`seat ${s.seat} holds ${s.words.length} words`);
    return { state, extra };
  }
}

/** Both figures, from one table. */
export async function benchEntry(minMs = 1_500): Promise<EntryBenchResult> {
  const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
  const dict: GameDictionary = {
    has: (w) => dawg.has(w), levelOf: (w) => dawg.levelOf(w), solve: (cells, min) => solveBoard(dawg, cells, min),
  };
  const { state, extra } = busyTable(dict);
  const now = state.endsAt! - 60_000;
  const size = sizeForCells(state.board!.length)!;
  const checks: CheckContext[] = state.seats.map((s) => ({
    board: { size, cells: state.board! }, lexicon: dict, minLength: minLengthOf(state.settings),
    table: tableFor(state.settings, size), found: new Set(s.words.map((w) => w.word)),
  }));
  for (let seat = 0; seat < ENTRY_SEATS; seat++) {
    const out = enterWord(state, seat, { type: "word", word: extra[seat]! }, now, dict);
    if (!out.effects.some((e) => e.msg.type === "verdict" && e.msg.ok)) throw new Error(`seat ${seat}: ${extra[seat]} refused`);
  }

  let sink = 0;
  const turn = (entry: boolean, calls: number): number => {
    const start = cpuMs();
    if (entry) for (let i = 0; i < calls; i++) sink += enterWord(state, i % ENTRY_SEATS, { type: "word", word: extra[i % ENTRY_SEATS]! }, now, dict).effects.length;
    else for (let i = 0; i < calls; i++) sink += checkWord(extra[i % ENTRY_SEATS]!, checks[i % ENTRY_SEATS]!).ok ? 1 : 0;
    return cpuMs() - start;
  };
  // Size each kind of turn to ~50 ms, warm both up, then alternate until each has `minMs`.
  const sized = (entry: boolean) => Math.max(50, Math.round(50 / Math.max(turn(entry, 50) / 50, 1e-4)));
  const [entryTurn, checkTurn] = [sized(true), sized(false)];
  let [entryMs, checkMs, entryCalls, checkCalls] = [0, 0, 0, 0];
  while (entryMs < minMs || checkMs < minMs) {
    entryMs += turn(true, entryTurn);
    entryCalls += entryTurn;
    checkMs += turn(false, checkTurn);
    checkCalls += checkTurn;
  }
  if (sink < 0) throw new Error("unreachable"); // keeps the results observable
  const entryUs = (entryMs / entryCalls) * 1000;
  const checkUs = (checkMs / checkCalls) * 1000;
  return {
    entrySeats: ENTRY_SEATS, entryWordsPerSeat: ENTRY_WORDS,
    checkUs: round(checkUs), entryUs: round(entryUs), entryVsCheck: round(entryUs / checkUs),
  };
}

const round = (x: number) => Math.round(x * 100) / 100;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchEntry();
  console.log(process.argv.includes("--json") ? JSON.stringify(result) : result);
}
