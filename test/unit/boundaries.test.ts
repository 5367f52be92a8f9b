/**
 * The seams of issue 31, read from the source tree: a table never reaches the ranked
 * database or the ranked rules itself (it asks its mode, src/game/modes/), and the lobby
 * reaches tables only through their RPC contract (src/env.ts), never their code. Imports
 * are read with TypeScript's own scanner, so comments and strings do not count.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../..", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** `file`'s imports of our own modules, as paths relative to the checkout. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), "utf8"), true, true);
  return importedFiles.filter((i) => i.fileName.startsWith(".")).map((i) => normalize(join(dirname(file), i.fileName)));
}

/** Every `from → to` import where `from` lies under `dir` and `to` matches `banned`. */
function crossings(dir: string, banned: RegExp): string[] {
  return sources(dir).flatMap((from) => importsOf(from).filter((to) => banned.test(to)).map((to) => `${from} → ${to}`));
}

describe("module boundaries", () => {
  it("no file of src/table imports a ranked module (src/ranked/**, src/game/ranked*)", () => {
    expect(crossings("src/table", /^src\/(ranked\/|game\/ranked)/)).toEqual([]);
  });

  it("the table never names a mode: no file of src/table mentions ranked, together or casual", () => {
    const naming = sources("src/table").filter((f) => /ranked|together|casual/i.test(readFileSync(join(ROOT, f), "utf8")));
    expect(naming).toEqual([]);
  });

  it("no file of src/lobby imports src/table", () => {
    expect(crossings("src/lobby", /^src\/table\//)).toEqual([]);
  });

  it("the doors exist once: toMakeRoom, overdue and the frame budgets are defined only in src/doors", () => {
    const defines = /\b(function|const)\s+(toMakeRoom|overdue|nextDeadline|joinDeadline|queueDeadline|doorDeadline)\b|\bclass\s+\w*Budgets?\b/;
    const found = sources("src").filter((f) => defines.test(readFileSync(join(ROOT, f), "utf8")));
    expect(found.sort()).toEqual(["src/doors/budget.ts", "src/doors/doors.ts"]);
  });

  it("the word desk exists once: only src/words/desk.ts reads a dictionary from KV or solves a board with a DAWG", () => {
    const reads = /(?<!function )\b(Dawg\.load|solveBoard)\(|\.get\([^)]*(DICT_KEY|PROPER_KEY|dictionaryKey|displayKey)/;
    const found = sources("src").filter((f) => reads.test(readFileSync(join(ROOT, f), "utf8")));
    expect(found).toEqual(["src/words/desk.ts"]);
  });

  // Not under Stryker: its sandbox holds the mutated files instrumented (far longer) and
  // marks every file `// @ts-nocheck`, which is no file's length.
  it.skipIf(process.env.BAFFLE_MUTATION === "1")("every file of src/ and client/ but the language catalogues is under 400 lines", () => {
    const long = [...sources("src"), ...sources("client")]
      .filter((f) => !f.startsWith("client/i18n/messages/") && readFileSync(join(ROOT, f), "utf8").split("\n").length > 400);
    expect(long).toEqual([]);
  });

  it("the checks see real imports (the scanner finds the table's own)", () => {
    expect(crossings("src/table", /^src\/table\//).length).toBeGreaterThan(0);
  });
});
