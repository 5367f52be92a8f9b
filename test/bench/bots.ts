/**
 * Play-quality benchmark: computer players and boards measured through the real match
 * code. Each table seats one silent person (the host, who never enters a word and never
 * presses "I'm done", so every round runs its full time) and an Easy, a Normal and a
 * Hard computer player; the match is driven by `tick` at `nextWake`, exactly as the
 * Table's single alarm drives it, over seeded 5-round matches. Per level and board it
 * reports words a round (mean, p10, p90), mean length, the share of five letters or
 * fewer, the rarest SCOWL size used and how often a round holds a word rarer than 50,
 * and points after cancellation at the shared table; per board, the everyday words the
 * floor counts, the reshakes it cost, and how rare the "nobody found" list is.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { countEveryday, type BoardSize } from "../../src/game/board.ts";
import {
  addBot, createMatch, join, nextWake, start, tick,
  type Applied, type GameDictionary, type MatchState, type Outcome,
} from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";
import { BOT_LEVELS, DEFAULT_SETTINGS, type BotLevel, type RoundEndMessage, type Settings } from "../../src/protocol.ts";

const ROUNDS_PER_MATCH = 5;

/** Value at quantile `p` of sorted numbers (nearest rank). */
function quantile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const round2 = (x: number) => Math.round(x * 100) / 100;

function ok(outcome: Outcome): Applied {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.message}`);
  return outcome;
}

interface Tally {
  counts: number[];
  lengths: number[];
  levels: number[];
  roundsWithRare: number;
  points: number[];
  roundWins: number;
}

/** Play `rounds` rounds (in 5-round matches) with Easy, Normal and Hard at one table, on `timer`. */
export function playRounds(dawg: Dawg, board: Settings["board"], rounds: number, seed = 1, timer: Settings["timer"] = "normal") {
  let solves = 0;
  const dict: GameDictionary = {
    has: (w) => dawg.has(w),
    levelOf: (w) => dawg.levelOf(w),
    solve: (cells, minLength) => { solves++; return solveBoard(dawg, cells, minLength); },
  };
  const rng = seededRng(seed);
  const tally = Object.fromEntries(BOT_LEVELS.map((l) => [l, { counts: [], lengths: [], levels: [], roundsWithRare: 0, points: [], roundWins: 0 }])) as unknown as Record<BotLevel, Tally>;
  const ends: RoundEndMessage[] = [];
  const shakes: number[] = [];
  const everyday: number[] = [];
  let now = 1_800_000_000_000;
  while (ends.length < rounds) {
    const ctx = () => ({ now, rng, dict });
    let state: MatchState = createMatch("B".repeat(22), now, { ...DEFAULT_SETTINGS, board, timer, rounds: ROUNDS_PER_MATCH });
    state = ok(join(state, { name: "Host" }, "token-host-abcdefghijklmnop", ctx())).state;
    for (const level of BOT_LEVELS) state = ok(addBot(state, 0, level)).state;
    solves = 0;
    state = ok(start(state, 0, ctx())).state;
    shakes.push(solves);
    everyday.push(countEveryday(state.solution!.map((w) => ({ level: dawg.levelOf(w.word) }))));
    while (state.phase !== "finished" && ends.length < rounds) {
      now = nextWake(state)!;
      solves = 0;
      const result = tick(state, ctx());
      state = result.state;
      for (const e of result.effects) if (e.msg.type === "roundEnd") ends.push(e.msg);
      if (solves > 0) {
        shakes.push(solves);
        everyday.push(countEveryday(state.solution!.map((w) => ({ level: dawg.levelOf(w.word) }))));
      }
    }
  }
  for (const end of ends) {
    const best = Math.max(...end.players.map((p) => p.score));
    for (const p of end.players) {
      const seat = p.seat;
      if (seat === 0) continue;
      const level = BOT_LEVELS[seat - 1]!;
      const t = tally[level];
      t.counts.push(p.words.length);
      t.points.push(p.score);
      if (p.score === best) t.roundWins++;
      let rare = false;
      for (const w of p.words) {
        t.lengths.push(w.word.length);
        const l = dawg.levelOf(w.word);
        t.levels.push(l);
        if (l > 50) rare = true;
      }
      if (rare) t.roundsWithRare++;
    }
  }
  const unfound = ends.flatMap((e) => e.unfound);
  return { tally, ends, shakes: shakes.slice(0, rounds), everyday: everyday.slice(0, rounds), unfound };
}

/** The figures for one board size, flat, keyed `<level><Figure><size>`. */
function figures(dawg: Dawg, board: Settings["board"], rounds: number): Record<string, number> {
  const size = Number(board[0]) as BoardSize;
  const { tally, shakes, everyday, unfound } = playRounds(dawg, board, rounds, size);
  const out: Record<string, number> = {};
  for (const level of BOT_LEVELS) {
    const t = tally[level];
    const counts = [...t.counts].sort((a, b) => a - b);
    const k = `${level}`;
    out[`${k}WordsMean${size}`] = round2(mean(counts));
    out[`${k}WordsP10_${size}`] = quantile(counts, 0.1);
    out[`${k}WordsP90_${size}`] = quantile(counts, 0.9);
    out[`${k}MeanLength${size}`] = round2(mean(t.lengths));
    out[`${k}ShareUpTo5Letters${size}`] = round2(t.lengths.filter((l) => l <= 5).length / t.lengths.length);
    out[`${k}RarestScowl${size}`] = Math.max(...t.levels);
    out[`${k}RoundsWithRarerThan50_${size}`] = round2(t.roundsWithRare / t.counts.length);
    out[`${k}PointsAfterCancellation${size}`] = round2(mean(t.points));
    out[`${k}RoundWins${size}`] = t.roundWins;
  }
  const ev = [...everyday].sort((a, b) => a - b);
  out[`rounds${size}`] = rounds;
  out[`everydayWordsMin${size}`] = ev[0]!;
  out[`everydayWordsMedian${size}`] = quantile(ev, 0.5);
  out[`reshakesPerBoard${size}`] = round2(mean(shakes) - 1);
  out[`unfoundShareRare${size}`] = round2(unfound.filter((u) => u.rare).length / Math.max(1, unfound.length));
  return out;
}

/**
 * Words a round per level on a 4×4 board for the Quick and Relaxed timers (Normal is in
 * `figures`), keyed `<level>WordsMean4<Timer>` with p10 and p90: a computer player's count
 * follows the round's length (src/game/bots.ts lengthShare).
 */
function timerFigures(dawg: Dawg, rounds: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const timer of ["quick", "relaxed"] as const) {
    const { tally } = playRounds(dawg, "4x4", rounds, 4, timer);
    const name = timer[0]!.toUpperCase() + timer.slice(1);
    for (const level of BOT_LEVELS) {
      const counts = [...tally[level].counts].sort((a, b) => a - b);
      out[`${level}WordsMean4${name}`] = round2(mean(counts));
      out[`${level}WordsP10_4${name}`] = quantile(counts, 0.1);
      out[`${level}WordsP90_4${name}`] = quantile(counts, 0.9);
    }
  }
  return out;
}

/** Every figure, 1,000 rounds per board (4×4, 5×5, 6×6) and per 4×4 timer unless `rounds` says otherwise. */
export async function benchBots(rounds = 1000): Promise<Record<string, number>> {
  const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
  return {
    ...figures(dawg, "4x4", rounds), ...timerFigures(dawg, rounds), ...figures(dawg, "5x5", rounds), ...figures(dawg, "6x6", rounds),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--rounds");
  console.log(await benchBots(at > 0 ? Number(process.argv[at + 1]) : 1000));
}
