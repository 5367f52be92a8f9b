/**
 * Dependencies between our own modules run one way: no file of src/ or client/ imports a
 * file that (directly or through others) imports it back. Type-only imports count too:
 * a circle of types still ties the modules into one unit that cannot be read, tested or
 * moved apart. Imports are read with TypeScript's own scanner (`import`, `import type`,
 * `export … from`, dynamic `import()`), so comments and strings are not mistaken for them.
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

/** Each module's imports of other modules in `files` (paths relative to the checkout). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const base = normalize(join(dirname(file), fileName));
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((c) => known.has(c));
      if (found && found !== file) targets.add(found);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The graph's circles: its strongly connected parts of more than one module (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the import graph of src/ and client/", () => {
  const graph = importGraph([...sources("src"), ...sources("client")]);

  it("is read in full: static, type-only, re-exported and dynamic imports", () => {
    expect(graph.get("src/game/match.ts")).toContain("src/game/match-state.ts"); // import
    expect(graph.get("src/game/bots.ts")).toContain("src/game/match-state.ts"); // import type
    expect(graph.get("src/protocol.ts")).toContain("src/protocol/table.ts"); // export … from
    expect(graph.get("client/ranked/lazy.ts")).toContain("client/ranked/pages.tsx"); // import()
  });

  it("finds a circle when there is one", () => {
    const sample = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]);
    expect(circles(sample)).toEqual([["a", "b", "c"]]);
  });

  it("has no circle", () => {
    expect(circles(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  it("keeps the lobby out of identities, the daily board and the arena, directly or through others", () => {
    const reached = (from: string): Set<string> => {
      const seen = new Set<string>();
      const todo = [...graph.keys()].filter((f) => f.startsWith(from));
      while (todo.length) for (const next of graph.get(todo.pop()!) ?? []) if (!seen.has(next)) seen.add(next), todo.push(next);
      return seen;
    };
    for (const part of ["src/identity/", "src/daily/", "src/arena/"]) {
      expect([...reached(part)].filter((f) => f.startsWith("src/lobby/")), part).toEqual([]);
    }
    expect(reached("src/daily/")).toContain("src/identity/proof.ts");
  });
});
