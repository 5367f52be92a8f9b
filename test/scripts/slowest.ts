/**
 * The slowest test files of a run and each project's summed file time, from vitest's JSON
 * report: `npx vitest run --reporter=default --reporter=json --outputFile.json=reports/times.json`,
 * then `npx tsx test/scripts/slowest.ts reports/times.json [how many]`. Durations are each
 * file's own wall clock (its start to its end in its worker), so files that ran side by
 * side overlap; the project's span is its first start to its last end.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";

interface FileResult { name: string; startTime: number; endTime: number; status: string }

const [file, many = "10"] = process.argv.slice(2);
if (!file) {
  console.error("usage: tsx test/scripts/slowest.ts <vitest JSON report> [how many]");
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, "utf8")) as { testResults: FileResult[] };
const root = new URL("../..", import.meta.url).pathname;
const rows = report.testResults.map((r) => ({
  file: relative(root, r.name), project: relative(root, r.name).split("/")[1] ?? "?",
  seconds: (r.endTime - r.startTime) / 1000, start: r.startTime, end: r.endTime, status: r.status,
}));
rows.sort((a, b) => b.seconds - a.seconds);
for (const r of rows.slice(0, Number(many))) console.log(`${r.seconds.toFixed(1).padStart(7)} s  ${r.status.padEnd(6)}  ${r.file}`);
const projects = new Map<string, typeof rows>();
for (const r of rows) projects.set(r.project, [...(projects.get(r.project) ?? []), r]);
for (const [name, list] of projects) {
  const span = (Math.max(...list.map((r) => r.end)) - Math.min(...list.map((r) => r.start))) / 1000;
  const sum = list.reduce((s, r) => s + r.seconds, 0);
  console.log(`${name}: ${list.length} files, ${sum.toFixed(0)} s summed, ${span.toFixed(0)} s from first start to last end`);
}
