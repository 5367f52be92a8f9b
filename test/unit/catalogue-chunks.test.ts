/**
 * The English catalogue is split by chunk: messages/en.ts ships with the game page,
 * messages/en-pages.ts with the pages loaded on demand (importing
 * client/i18n/english-pages.ts adds it). So:
 *
 * - every module that uses a key of en-pages.ts imports english-pages.ts (else the key
 *   would show as itself until some other page had brought it);
 * - the game page (what client/main.tsx imports statically; a dynamic `import()` is not
 *   followed) does not import it, nor use its keys: it stays out of the main bundle;
 * - the two files share no key, and every key a module uses exists.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import en from "../../client/i18n/messages/en.ts";
import enPages from "../../client/i18n/messages/en-pages.ts";
import enAfterRound from "../../client/i18n/messages/en-after-round.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
const ENTRY = "client/main.tsx";
const REGISTRY = "client/i18n/english-pages.ts";

interface Module {
  statics: string[];
  dynamics: string[];
  /** Keys passed to t(): whole keys, and the fixed start of template keys (`settings.board.${b}` → "settings.board."). */
  keys: { key: string; prefix: boolean; line: number }[];
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const p = normalize(join(dirname(from), spec));
  if (!p.startsWith("client/") && !p.startsWith("src/")) return null;
  return [p, `${p}.ts`, `${p}.tsx`, join(p, "index.ts")].find((c) => /\.tsx?$/.test(c) && existsSync(join(ROOT, c))) ?? null;
}

const modules = new Map<string, Module>();
function read(file: string): Module {
  let m = modules.get(file);
  if (m) return m;
  const source = readFileSync(join(ROOT, file), "utf8");
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  m = { statics: [], dynamics: [], keys: [] };
  const mod = m;
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? !!node.importClause?.isTypeOnly : node.isTypeOnly;
      const target = resolve(file, node.moduleSpecifier.text);
      if (target && !typeOnly) mod.statics.push(target);
    }
    if (ts.isCallExpression(node)) {
      const arg = node.arguments[0];
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteral(arg)) {
        const target = resolve(file, arg.text);
        if (target) mod.dynamics.push(target);
      } else if (/(^|\.)t$/.test(node.expression.getText()) && arg) {
        const line = sf.getLineAndCharacterOfPosition(arg.getStart()).line + 1;
        if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) mod.keys.push({ key: arg.text, prefix: false, line });
        else if (ts.isTemplateExpression(arg)) mod.keys.push({ key: arg.head.text, prefix: true, line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  modules.set(file, m);
  return m;
}

/** Every module reachable from `entry` by static imports. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const g of read(f).statics) walk(g);
  };
  walk(entry);
  return seen;
}

/** Every module reachable from `entry` by any import. */
function fullClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const g of [...read(f).statics, ...read(f).dynamics]) walk(g);
  };
  walk(entry);
  return seen;
}

const pageKeys = Object.keys(enPages);
const allKeys = new Set([...Object.keys(en), ...pageKeys, ...Object.keys(enAfterRound)]);
const usesPageKey = (k: Module["keys"][number]) => (k.prefix ? pageKeys.some((p) => p.startsWith(k.key)) : Object.hasOwn(enPages, k.key));
/** The after-round chunk's English (messages/en-after-round.ts), brought by english-after-round.ts the same way. */
const AFTER_ROUND_REGISTRY = "client/i18n/english-after-round.ts";
const afterRoundKeys = Object.keys(enAfterRound);
const usesAfterRoundKey = (k: Module["keys"][number]) => (k.prefix ? afterRoundKeys.some((p) => p.startsWith(k.key)) : Object.hasOwn(enAfterRound, k.key));

describe("the English catalogue goes where its screens go", () => {
  test("a module that uses the on-demand pages' English brings it", () => {
    const users = [...fullClosure(ENTRY)].filter((f) => read(f).keys.some(usesPageKey));
    expect(users).toContain("client/ranked/ProfilePage.tsx");
    expect(users.filter((f) => !read(f).statics.includes(REGISTRY))).toEqual([]);
    const afterRound = [...fullClosure(ENTRY)].filter((f) => read(f).keys.some(usesAfterRoundKey));
    expect(afterRound).toContain("client/components/TeamReview.tsx");
    expect(afterRound.filter((f) => !read(f).statics.includes(AFTER_ROUND_REGISTRY))).toEqual([]);
  });

  test("the game page neither carries that English nor uses its keys", () => {
    const main = staticClosure(ENTRY);
    expect(main.has("client/components/Lobby.tsx")).toBe(true);
    expect([...main].filter((f) => f === REGISTRY || f === "client/i18n/messages/en-pages.ts" || f === AFTER_ROUND_REGISTRY)).toEqual([]);
    const wrong = [...main].flatMap((f) => read(f).keys.filter((k) => usesPageKey(k) || usesAfterRoundKey(k)).map((k) => `${f}:${k.line} ${k.key}`));
    expect(wrong).toEqual([]);
  });

  test("no key is in both files, and every key used exists", () => {
    expect(Object.keys(en).filter((k) => Object.hasOwn(enPages, k) || Object.hasOwn(enAfterRound, k))).toEqual([]);
    expect(Object.keys(enPages).filter((k) => Object.hasOwn(enAfterRound, k))).toEqual([]);
    const unknown = [...fullClosure(ENTRY)].flatMap((f) =>
      read(f)
        .keys.filter((k) => (k.prefix ? ![...allKeys].some((a) => a.startsWith(k.key)) : !allKeys.has(k.key)))
        .map((k) => `${relative(ROOT, join(ROOT, f))}:${k.line} ${k.key}`),
    );
    expect(unknown).toEqual([]);
  });
});
