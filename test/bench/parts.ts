/**
 * Every part of `npm run bench`, each at the size an operator runs it or, with `--smoke`,
 * at a tiny size that still goes through every step (servers started, players made,
 * words entered and checked, figures computed) in a few seconds. The smoke size is what
 * `npm test` runs (test/scripts/bench-smoke.test.ts) so that a rule change that breaks a
 * part is seen the day it lands; its figures are not worth reading.
 */
import { benchArena } from "./arena.ts";
import { benchBots } from "./bots.ts";
import { benchDaily } from "./daily.ts";
import { benchDailyPast } from "./daily-past.ts";
import { benchDictionary } from "./dict.ts";
import { benchEntry } from "./entry.ts";
import { benchFairPlay } from "./fair-play.ts";
import { benchLanguageBots } from "./language-bots.ts";
import { benchLanguages } from "./languages.ts";
import { benchLatency } from "./latency.ts";
import { loadStep, type LoadStep } from "./load.ts";
import { benchLobby } from "./lobby.ts";
import { benchLobbyFlood } from "./lobby-flood.ts";
import { benchLobbyNat } from "./lobby-nat.ts";
import { matchMeters, TYPICAL_MATCH } from "./meters.ts";
import type { BenchPart } from "./run-parts.ts";
import type { Language } from "../../src/protocol.ts";

/** Parts run when `--only` names none: every part but the two that take minutes. */
export const DEFAULT_PARTS = [
  "dictionary", "languages", "entry", "latency", "lobby", "lobbyflood", "lobbynat", "daily", "dailypast", "bots", "fairplay",
] as const;

/** Every part, in the order they run. */
export const ALL_PARTS = [...DEFAULT_PARTS, "load", "arena"] as const;
export type PartName = (typeof ALL_PARTS)[number];

/** The parts that can run against one server (BenchOptions.url); the others need storage or settings of their own. */
export const SHARED_SERVER_PARTS: readonly PartName[] = ["latency", "lobby", "lobbyflood", "lobbynat"];

/** A smoke run takes this many parts at a time, the slowest first (its figures are not read, so the parts need not have the machine to themselves). */
export const SMOKE_LANES = 3;
export const SLOWEST_FIRST: readonly PartName[] = ["arena", "load", "lobbyflood", "latency", "daily", "dailypast"];

/** What the command line asked for (undefined: the part's own size, or the smoke size). */
export interface BenchOptions {
  smoke: boolean;
  /** Rounds of the computer players and of the solver flag. */
  rounds?: number;
  /** The bots part measures this language's pieces instead (language-bots.ts). */
  language?: Language;
  /** The load curve's steps (tables), seconds of play per step, words each player holds before it. */
  steps?: number[];
  windowSeconds?: number;
  prefill?: number;
  /** The arena's crowd, shards and round. */
  players?: number;
  shards?: number;
  roundSeconds?: number;
  /**
   * One server for the parts that can share it (latency and the three lobby parts; the others
   * need storage or settings of their own): a smoke run starts it once instead of four times.
   */
  url?: string;
}

/** The load curve with the meters of a typical match, as `--only load` prints them. */
async function loadCurve(steps: number[], windowMs: number, prefill: number): Promise<Record<string, unknown>> {
  const load: LoadStep[] = [];
  for (const tables of steps) {
    const step = await loadStep(tables, windowMs, tables, prefill);
    load.push(step);
    console.error(`load: ${JSON.stringify(step)}`);
  }
  return { load, meters: matchMeters(load[0]!.workerdCpuMsPerMessage), match: TYPICAL_MATCH };
}

/** Every part, sized by `o`. */
export function benchParts(o: BenchOptions): (BenchPart & { name: PartName })[] {
  const s = o.smoke;
  const rounds = o.rounds ?? (s ? 3 : 1000);
  return [
    { name: "dictionary", key: "dictionary", run: () => benchDictionary(s ? 0.01 : 1) },
    { name: "languages", key: "languages", run: () => benchLanguages(s ? 0.01 : 1) },
    { name: "entry", key: "entry", run: async () => ({ ...(await benchEntry(s ? 5 : undefined)) }) },
    { name: "latency", key: "latency", run: async () => ({ ...(await benchLatency({ ...(s ? { tables: 2, wordsPerPlayer: 2 } : {}), url: o.url })) }) },
    // The lobby parts each want the one ranked lobby to themselves: on a shared server, one at a time.
    { name: "lobby", key: "lobby", lock: "lobby", run: () => benchLobby(s ? { sizes: [1_000], minMs: 10, players: 8 } : {}, o.url) },
    {
      name: "lobbyflood", key: "lobbyFlood", lock: "lobby",
      run: async () => ({ ...(await (s ? benchLobbyFlood(1, o.url, { squatters: 4, senders: 2, headStartMs: 500 }) : benchLobbyFlood(undefined, o.url))) }),
    },
    { name: "lobbynat", key: "lobbyNat", lock: "lobby", run: () => benchLobbyNat(s ? [4] : undefined, o.url) },
    { name: "daily", key: "daily", run: () => benchDaily(s ? { players: 4, storedResults: 50, asks: 5 } : {}) },
    { name: "dailypast", key: "dailyPast", run: () => (s ? benchDailyPast(1, { small: 10, large: 30 }) : benchDailyPast()) },
    { name: "bots", key: "bots", run: () => (o.language ? benchLanguageBots(o.language, rounds) : benchBots(rounds)) },
    { name: "fairplay", key: "fairPlay", run: () => benchFairPlay(rounds) },
    {
      name: "load", key: "load",
      // Five seconds: every player's first word comes 1.5-4.5 s in (load.ts PACE_MS).
      run: () => loadCurve(o.steps ?? (s ? [1] : [50, 100, 200, 400]), (o.windowSeconds ?? (s ? 5 : 20)) * 1000, o.prefill ?? 0),
    },
    {
      name: "arena", key: "arena",
      run: () => benchArena({
        players: o.players ?? (s ? 4 : 2_000), shards: o.shards ?? (s ? 2 : 8), roundSeconds: o.roundSeconds ?? (s ? 8 : 120),
        ...(s ? { countdownSeconds: 4, coordinatorRates: [50], coordinatorSeconds: 1, tree: { shards: 8, branches: 2, periodMs: 1_000, periods: 2 } } : {}),
      }),
    },
  ];
}
