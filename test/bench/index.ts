/**
 * `npm run bench`: the dictionary figures (test/bench/dict.ts), the verdict latency
 * under load (test/bench/latency.ts) and the computer players and boards over 1,000
 * rounds per board (test/bench/bots.ts) in one run. `--json` prints one flat JSON object
 * holding every part's figures (their keys do not overlap: `words`, `dawgBytes`, …,
 * `verdictMedianMs`, `echoMedianMs`, …); otherwise a readable table per part.
 * The lobby (test/bench/lobby.ts) adds `matchTickMs`, `naiveTickMs`, `rankedJoinsPerSec`, ….
 * `--only dictionary|latency|lobby|bots` runs one part (`--rounds N` shortens the bots
 * part); BAFFLE_URL reuses a running server.
 */
import { benchDictionary } from "./dict.ts";
import { benchBots } from "./bots.ts";
import { benchLatency } from "./latency.ts";
import { benchLobby } from "./lobby.ts";

const json = process.argv.includes("--json");
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;

const result: Record<string, Record<string, number>> = {};
if (!only || only === "dictionary") result.dictionary = await benchDictionary();
if (!only || only === "latency") result.latency = { ...(await benchLatency()) };
if (!only || only === "lobby") result.lobby = { ...(await benchLobby()) };
const rounds = process.argv.includes("--rounds") ? Number(process.argv[process.argv.indexOf("--rounds") + 1]) : 1000;
if (!only || only === "bots") result.bots = await benchBots(rounds);

if (json) {
  process.stdout.write(JSON.stringify(Object.assign({}, ...Object.values(result))) + "\n");
} else {
  for (const [part, figures] of Object.entries(result)) {
    console.log(`\n${part}`);
    const width = Math.max(...Object.keys(figures).map((k) => k.length));
    for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(width)}  ${value.toLocaleString("en")}`);
  }
}
