/**
 * `npm run bench`: the dictionary figures (test/bench/dict.ts), one word entry on the pure
 * rules (test/bench/entry.ts: `entryUs` beside `checkUs`), the verdict latency under
 * load (test/bench/latency.ts), the lobby (test/bench/lobby.ts: `matchTickMs1k`,
 * `matchTickMs10k`, `naiveTickMs10k`, `rankedJoinsPerSec`, …), honest players' wait to be
 * matched with and without a flood from one address (test/bench/lobby-flood.ts: `waitRatio`,
 * `pingRatio`, `floodSquattersOpenAtEnd`, `sharedWaitRatio`, …), how many players behind one
 * address can queue at once (test/bench/lobby-nat.ts: `natCapacity`), the daily board (test/bench/daily.ts:
 * `triesPerSec`, `tryRequestsVsPlain`, `leaderboardVsPlain` with 10,000 stored results, …), a finished day's
 * answers on days of two sizes (test/bench/daily-past.ts: `pastViewCpuVsPlainLarge`, `pastViewLargeVsSmall`, …) and the computer players and boards over 1,000
 * rounds per board (test/bench/bots.ts; `--rounds N` shortens it; `--language de|fr|es|en` measures that
 * language's dice, dictionary and computer players instead, test/bench/language-bots.ts). `--json` prints one JSON
 * object: every part's figures flat at the top level (their keys do not overlap: `words`,
 * `dawgBytes`, …, `verdictMedianMs`, `echoMedianMs`, …), and with `--only load` the curve
 * under `load` and the meters under `meters`; otherwise a readable table per part.
 * The solver flag's hit rates (test/bench/fair-play.ts: `hardBotFlaggedRounds`,
 * `terminal8FlaggedRounds`, `humanLikeFalsePositiveUpper95`, …) over the same number of rounds.
 * Each language's dictionary against English's (test/bench/languages.ts: `langColdStartMsDeVsEn`,
 * `langRetainedBytesDe`, …). `--only dictionary|languages|entry|latency|lobby|lobbyflood|lobbynat|daily|dailypast|bots|fairplay|load` runs one part; BAFFLE_URL reuses a running
 * server for the latency part. The load curve (test/bench/load.ts, with the per-match meter
 * counts of test/bench/meters.ts) is not part of the default run (it takes minutes):
 * `--only load [--steps 50,100,200,400] [--window 20] [--prefill 0]` (seconds of play per
 * step; words each player holds before it). `--only arena [--players 2000] [--shards 8] [--round 120]`
 * plays a whole arena round with that crowd, then with half the shards, then drives the
 * arena's coordinator alone (test/bench/arena.ts): `arenaPlayers`, `arenaShards`,
 * `arenaVerdictP99Ms`, `arenaRankLagMs`, `arenaCoordinatorMessagesPerSecond` (and each
 * with `Half`), `coordinatorMaxSyncsPerSecond`, `coordinatorCpuMsPerSync`, …; not in the
 * default run (about ten minutes).
 */
import { benchDictionary } from "./dict.ts";
import { benchArena } from "./arena.ts";
import { benchBots } from "./bots.ts";
import { benchLanguageBots } from "./language-bots.ts";
import { LANGUAGES, type Language } from "../../src/protocol.ts";
import { benchDaily } from "./daily.ts";
import { benchDailyPast } from "./daily-past.ts";
import { benchEntry } from "./entry.ts";
import { benchFairPlay } from "./fair-play.ts";
import { benchLanguages } from "./languages.ts";
import { benchLatency } from "./latency.ts";
import { benchLobby } from "./lobby.ts";
import { benchLobbyFlood } from "./lobby-flood.ts";
import { benchLobbyNat } from "./lobby-nat.ts";
import { loadStep, type LoadStep } from "./load.ts";
import { matchMeters, TYPICAL_MATCH, type MatchMeters } from "./meters.ts";

const json = process.argv.includes("--json");
const arg = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const only = arg("only");

const result: Record<string, Record<string, number>> = {};
let load: LoadStep[] | undefined;
let meters: MatchMeters | undefined;
if (!only || only === "dictionary") result.dictionary = await benchDictionary();
if (!only || only === "languages") result.languages = await benchLanguages();
if (!only || only === "entry") result.entry = { ...(await benchEntry()) };
if (!only || only === "latency") result.latency = { ...(await benchLatency()) };
if (!only || only === "lobby") result.lobby = { ...(await benchLobby()) };
if (!only || only === "lobbyflood") result.lobbyFlood = { ...(await benchLobbyFlood()) };
if (!only || only === "lobbynat") result.lobbyNat = await benchLobbyNat();
if (!only || only === "daily") result.daily = await benchDaily();
if (!only || only === "dailypast") result.dailyPast = await benchDailyPast();
const rounds = process.argv.includes("--rounds") ? Number(process.argv[process.argv.indexOf("--rounds") + 1]) : 1000;
const language = arg("language");
if (language && !(LANGUAGES as readonly string[]).includes(language)) throw new Error(`--language: one of ${LANGUAGES.join(", ")}, not ${language}`);
if (!only || only === "bots") result.bots = language ? await benchLanguageBots(language as Language, rounds) : await benchBots(rounds);
if (!only || only === "fairplay") result.fairPlay = await benchFairPlay(rounds);
// The arena (test/bench/arena.ts) is not part of the default run either: two whole rounds
// of 2,000 players and the coordinator alone take about ten minutes.
if (only === "arena") {
  result.arena = await benchArena({
    players: Number(arg("players") ?? 2_000), shards: Number(arg("shards") ?? 8), roundSeconds: Number(arg("round") ?? 120),
  });
}
if (only === "load") {
  const steps = (arg("steps") ?? "50,100,200,400").split(",").map(Number);
  const windowMs = Number(arg("window") ?? 20) * 1000;
  load = [];
  for (const tables of steps) {
    const step = await loadStep(tables, windowMs, tables, Number(arg("prefill") ?? 0));
    load.push(step);
    console.error(`load: ${JSON.stringify(step)}`);
  }
  meters = matchMeters(load[0]!.workerdCpuMsPerMessage);
}

if (json) {
  const flat = Object.assign({}, ...Object.values(result)) as Record<string, unknown>;
  if (load) Object.assign(flat, { load, meters, match: TYPICAL_MATCH });
  process.stdout.write(JSON.stringify(flat) + "\n");
} else {
  for (const [part, figures] of Object.entries(result)) {
    console.log(`\n${part}`);
    const width = Math.max(...Object.keys(figures).map((k) => k.length));
    for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(width)}  ${value.toLocaleString("en")}`);
  }
  if (load) {
    console.log("\nload curve (verdict latency as a ratio to the ping echo over the same sockets)");
    console.table(load.map((s) => ({
      tables: s.tables, players: s.players, verdicts: s.verdicts, errors: s.errors,
      "median ms": s.verdictMedianMs, "p99 ms": s.verdictP99Ms, "echo p99": s.echoP99Ms,
      "median/echo": s.medianVsEcho, "p99/echo": s.p99VsEcho, "KB/table": s.rssKbPerTable,
      "workerd cores": s.workerdCores, "wrangler cores": s.wranglerCores, "generator cores": s.generatorCores,
    })));
    console.log("\nruntime CPU per message (ms), the tables against the echo floor at the same size (test/bench/floor/)");
    console.table(load.map((s) => ({
      tables: s.tables, "ping": s.runtimeCpuMsPerPing, "floor ping": s.floorCpuMsPerPing, "ping/floor": s.pingVsFloor,
      "word": s.runtimeCpuMsPerWord, "floor word": s.floorCpuMsPerWord, "word/floor": s.wordVsFloor,
      "message": s.runtimeCpuMsPerMessage, "floor message": s.floorCpuMsPerMessage, "above floor": s.aboveFloorCpuMsPerMessage,
      "floor echo p99": s.floorEchoP99Ms, "floor word p99": s.floorVerdictP99Ms,
    })));
    console.log("\nmeters per match", TYPICAL_MATCH, meters);
  }
}
