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
 * `langRetainedBytesDe`, …). `--only dictionary|languages|entry|latency|lobby|lobbyflood|lobbynat|daily|dailypast|bots|fairplay|load|arena` runs one part (or several, `--only daily,dailypast`); BAFFLE_URL reuses a running
 * server for the latency part. The load curve (test/bench/load.ts, with the per-match meter
 * counts of test/bench/meters.ts) is not part of the default run (it takes minutes):
 * `--only load [--steps 50,100,200,400] [--window 20] [--prefill 0]` (seconds of play per
 * step; words each player holds before it). `--only arena [--players 2000] [--shards 8] [--round 120]`
 * plays a whole arena round with that crowd, then with half the shards, then drives the
 * arena's coordinator alone (test/bench/arena.ts): `arenaPlayers`, `arenaShards`,
 * `arenaVerdictP99Ms`, `arenaRankLagMs`, `arenaCoordinatorMessagesPerSecond` (and each
 * with `Half`), `coordinatorMaxSyncsPerSecond`, `coordinatorCpuMsPerSync`, …; not in the
 * default run (about ten minutes).
 *
 * A part that fails does not stop the others: each is run to its end or its error
 * (test/bench/run-parts.ts), every figure measured is printed, the failed parts are named
 * with their reason (on stderr, and under `failed` in the JSON), and the exit code is 1.
 * `--smoke` runs every part, load and arena included, at a tiny size and three at a time
 * (test/bench/parts.ts), latency and the lobby parts on one server: a check that each
 * still runs, as `npm test` does; its figures mean nothing.
 */
import { LANGUAGES, type Language } from "../../src/protocol.ts";
import { startLocalServer } from "../local-server.ts";
import { ALL_PARTS, benchParts, DEFAULT_PARTS, SHARED_SERVER_PARTS, SLOWEST_FIRST, SMOKE_LANES, type BenchOptions, type PartName } from "./parts.ts";
import type { LoadStep } from "./load.ts";
import { runParts } from "./run-parts.ts";

// Ctrl-C or a SIGTERM ends the run through process.exit, so the local servers still up are ended with it (test/local-server.ts).
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

const json = process.argv.includes("--json");
const arg = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const num = (name: string) => (arg(name) === undefined ? undefined : Number(arg(name)));

/** Bad input: say what is wrong and run nothing. */
function usage(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

const smoke = process.argv.includes("--smoke");
const only = arg("only")?.split(",");
for (const name of only ?? []) if (!(ALL_PARTS as readonly string[]).includes(name)) usage(`--only: each one of ${ALL_PARTS.join(", ")}, not ${name}`);
const language = arg("language");
if (language && !(LANGUAGES as readonly string[]).includes(language)) usage(`--language: one of ${LANGUAGES.join(", ")}, not ${language}`);
const options: BenchOptions = {
  smoke, rounds: num("rounds"), language: language as Language | undefined,
  steps: arg("steps")?.split(",").map(Number), windowSeconds: num("window"), prefill: num("prefill"),
  players: num("players"), shards: num("shards"), roundSeconds: num("round"),
};
for (const name of ["rounds", "window", "players", "shards", "round", "prefill", "steps"]) {
  const values = arg(name)?.split(",").map(Number) ?? [];
  if (values.some((v) => !(Number.isInteger(v) || name === "window") || v < 0 || (v === 0 && name !== "prefill") || !Number.isFinite(v))) {
    usage(`--${name}: ${name === "steps" ? "positive whole numbers, comma-separated" : "a positive number"}, not ${arg(name)}`);
  }
}
const chosen: readonly string[] = only ?? (smoke ? ALL_PARTS : DEFAULT_PARTS);
// A smoke run starts one server for the parts that can share it (BAFFLE_URL names one already).
const sharing = SHARED_SERVER_PARTS.filter((p) => chosen.includes(p));
const shared = smoke && !process.env.BAFFLE_URL && sharing.length > 1 ? await startLocalServer("bench-shared") : null;
const parts = benchParts({ ...options, url: process.env.BAFFLE_URL ?? shared?.url }).filter((p) => chosen.includes(p.name satisfies PartName));
const slowness = (name: PartName) => (SLOWEST_FIRST.includes(name) ? SLOWEST_FIRST.indexOf(name) : SLOWEST_FIRST.length);
if (smoke) parts.sort((a, b) => slowness(a.name) - slowness(b.name));
const { figures, failures } = await runParts(parts, undefined, smoke ? SMOKE_LANES : 1).finally(() => shared?.stop());

if (json) {
  const flat = Object.assign({}, ...Object.values(figures)) as Record<string, unknown>;
  if (failures.length) flat.failed = Object.fromEntries(failures.map((f) => [f.part, f.message]));
  process.stdout.write(JSON.stringify(flat) + "\n");
} else {
  for (const [part, values] of Object.entries(figures)) {
    if (part === "load") continue;
    console.log(`\n${part}`);
    const width = Math.max(...Object.keys(values).map((k) => k.length));
    for (const [key, value] of Object.entries(values)) console.log(`  ${key.padEnd(width)}  ${typeof value === "number" ? value.toLocaleString("en") : JSON.stringify(value)}`);
  }
  if (figures.load) printLoad(figures.load as { load: LoadStep[]; meters: unknown; match: unknown });
  if (failures.length) {
    console.log("\nfailed");
    for (const f of failures) console.log(`  ${f.part}: ${f.message}`);
  }
}
if (failures.length) {
  process.stderr.write(`bench: ${failures.length} part(s) failed: ${failures.map((f) => f.part).join(", ")}\n`);
  process.exitCode = 1;
}

/** The load curve as tables. */
function printLoad({ load, meters, match }: { load: LoadStep[]; meters: unknown; match: unknown }): void {
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
  console.log("\nmeters per match", match, meters);
}
