/**
 * `npm run house-words -- [--language en] [--remote] [--limit 50]`: the words casual tables
 * accepted (or struck) most often, from the D1 database, as candidates for the next
 * dictionary build (docs/dictionary.md, "Words the tables asked for"). Local by default
 * (what `npm start` stored); `--remote` reads the deployed database (needs `wrangler login`).
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { houseWordReportSql } from "../src/table/house-report.ts";

const { values } = parseArgs({ options: { language: { type: "string", default: "en" }, remote: { type: "boolean", default: false }, limit: { type: "string", default: "50" } } });
const sql = houseWordReportSql(values.language!, Number(values.limit));
const run = spawnSync("wrangler", ["d1", "execute", "DB", values.remote ? "--remote" : "--local", "--json", "--command", sql], {
  encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
if (run.status !== 0) {
  console.error(run.stderr || run.stdout);
  process.exit(run.status ?? 1);
}
const rows = (JSON.parse(run.stdout) as { results: { word: string; accepted: number; struck: number; removed: number }[] }[])[0]?.results ?? [];
if (!rows.length) console.log(`No house words decided yet in ${values.language}.`);
else {
  console.log(`word`.padEnd(20) + "accepted  struck  taken back");
  for (const r of rows) console.log(r.word.padEnd(20) + String(r.accepted).padStart(8) + String(r.struck).padStart(8) + String(r.removed).padStart(12));
}
