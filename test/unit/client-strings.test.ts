/**
 * Every word the client shows comes from the catalogue (client/i18n/messages/), never a
 * literal in a component. The client's sources are parsed with TypeScript's own parser
 * and searched for what a player would read:
 *
 * - JSX text with a letter in it ("Invite your friends" between tags);
 * - a string in an attribute or prop that is shown or read out (aria-label, title,
 *   placeholder, alt, a Choice's legend, a table's caption…), also inside an expression
 *   (`title={on ? "Muted" : "On"}`);
 * - a text-like property of an object (`{ label: "Place" }`, `text: "…"`);
 * - anywhere else, a string that reads as prose: two words and a capital or a full stop
 *   ("Type your name first.", `Round ${n} review`).
 *
 * Codes, class names, keys, paths and ids are single lower-case tokens and are not
 * touched; the first argument of `t()` is a key. `ALLOWED` lists the few literal texts
 * that are the same in every language.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const ROOT = new URL("../..", import.meta.url).pathname;

/** Texts that read like words but are the same in every language, or never shown. */
const ALLOWED = new Set<string>([
  "Bearer {}", // the HTTP authorization scheme, never shown
]);

/** Attributes and props whose string a player sees or hears. */
const SHOWN = new Set([
  "aria-label", "aria-valuetext", "aria-roledescription", "title", "placeholder", "alt", "label", "legend", "caption", "hint",
  "doneNote", "again", "foot", "empty", "aside", "text", "message", "summary", "problem", "headline",
]);

/** Object properties that hold a shown text. */
const TEXT_PROPERTIES = new Set(["label", "title", "caption", "text", "legend", "empty", "aside", "hint", "message", "body", "summary"]);

const LETTER = /\p{L}/u;
/** Prose: two words, and a capital word or sentence punctuation. */
const PROSE = (text: string) => {
  const s = text.replaceAll("{}", " x ");
  return /\p{L}{2,}[\s\u00a0]+\p{L}/u.test(s) && (/\p{Lu}\p{Ll}/u.test(s) || /[.!?…:;]\s*$|[.!?…]\s/u.test(s));
};

/** The client's sources, except the catalogues themselves and the build-time offline plugin (no player sees it). */
function clientSources(): string[] {
  return readdirSync(join(ROOT, "client"), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith("client/i18n/messages/") && f !== "client/offline/vite-plugin.ts");
}

/** The static text of a string or template literal (a template's holes as "{}"). */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join("");
  return null;
}

/** A value compared with (`o === "rounds"`) or switched on is a code, not a text. */
const isCompared = (node: ts.Node) =>
  ts.isCaseClause(node.parent) ||
  (ts.isBinaryExpression(node.parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.parent.operatorToken.kind));

/** A call of `t(...)` (or `something.t(...)`): its first argument is a key, not a text. */
const isKeyArgument = (node: ts.Node) =>
  ts.isCallExpression(node.parent) && node.parent.arguments[0] === node && /(^|\.)t$/.test(node.parent.expression.getText());

/** The raw user-visible strings in one source file, as "file:line text". */
export function rawStrings(file: string, source = readFileSync(join(ROOT, file), "utf8")): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const t = text.trim().replace(/\s+/g, " ");
    if (!ALLOWED.has(t)) found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${t}`);
  };
  /** Inside a shown attribute or text property: any literal with a letter counts. */
  const visit = (node: ts.Node, shown: boolean): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node) || ts.isTypeNode(node)) return;
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText();
      if (node.initializer) visit(node.initializer, SHOWN.has(name));
      return;
    }
    if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText().replace(/^["']|["']$/g, "");
      visit(node.initializer, shown || TEXT_PROPERTIES.has(name));
      return;
    }
    const text = literalText(node);
    if (text !== null && !isKeyArgument(node) && !isCompared(node)) {
      if (shown ? LETTER.test(text) : PROSE(text)) report(node, text);
    }
    // A call's arguments are not the attribute's text (`title={t(key, { name: "x" })}` aside, a key is checked above).
    if (ts.isCallExpression(node)) {
      // What the console says is for developers, never shown to a player.
      if (/^console\.\w+$/.test(node.expression.getText())) return;
      node.arguments.forEach((a) => visit(a, false));
      visit(node.expression, false);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, shown));
  };
  visit(sf, false);
  return found;
}

describe("the client's words all come from the catalogue", () => {
  test("no component shows a literal word", () => {
    const files = clientSources();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((f) => rawStrings(f))).toEqual([]);
  });

  test("the scan finds what a player would read, and leaves codes, classes and keys alone", () => {
    const found = rawStrings(
      "client/x.tsx",
      `import { t } from "./i18n/index.ts";
       const cols = [{ label: "Place", cell: (r) => r.rank }];
       export function X({ on }) {
         const problem = "Type your name first.";
         return (
           <section class="card center" aria-labelledby="x-title" data-kind="lobby">
             <h2 id="x-title">Invite your friends</h2>
             <input placeholder="Name" name="name" type="text" />
             <button title={on ? "Sound on" : "Muted"} onClick={() => send({ type: "start" })}>{t("lobby.start")}</button>
             <Choice legend="Board" name="board" usual="4x4" />
             <p>{\`Round \${n} review\`} · ×</p>
             <span>{t("a.b", { name: "you" })}</span>
             <p>{console.warn(\`Dropped a frame at \${at}: \${why}\`) ?? alert("Dropped it")}</p>
           </section>
         );
       }`,
    ).map((s) => s.replace(/^client\/x\.tsx:\d+ /, ""));
    expect(found).toEqual(["Place", "Type your name first.", "Invite your friends", "Name", "Sound on", "Muted", "Board", "Round {} review", "Dropped it"]);
  });
});
