/**
 * "A language is data" (docs/dictionary.md, "Adding a language"): every language Baffle
 * plays in (src/protocol/values.ts LANGUAGES) has every part, so adding a code to that
 * list without the rest fails here, naming the part: its rules and dice (src/lang/), its
 * dictionary's source, sources' notice, licence and reviewed lists (dict/<language>/), its
 * levels, its name in every client catalogue, its board code symbols, its invite words,
 * its arena and its place in the database's language checks (daily results and days,
 * ratings, matches).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_LANGUAGES, LANGUAGE_SOURCES } from "../../dict/languages.ts";
import { REPO_ROOT } from "../../dict/sources.ts";
import { boardCode, symbolsOf } from "../../src/game/board-code.ts";
import { BOARD_SIZES, dieFaces, shakeBoard } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { isSpelledIn, languageRules } from "../../src/lang/languages.ts";
import { inviteWords } from "../../src/previews/invite-words.ts";
import { ARENA_KEYS } from "../../src/protocol/arena.ts";
import { LANGUAGES } from "../../src/protocol/values.ts";
import { LOCALES } from "../../client/i18n/locale.ts";

const catalogueFiles = readdirSync(resolve(REPO_ROOT, "client/i18n/messages")).filter((f) => /^[a-z]{2}\.ts$/.test(f));
/** The last migration's text: the languages the database accepts. */
const migrations = readdirSync(resolve(REPO_ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort();
const checks = migrations.map((f) => readFileSync(resolve(REPO_ROOT, "migrations", f), "utf8")).join("\n");

describe.each(LANGUAGES)("the language %s", (language) => {
  it("has its rules: an alphabet, folding that keeps its letters, a dictionary key", () => {
    const rules = languageRules(language);
    expect(rules.language).toBe(language);
    expect(rules.alphabet.length).toBeGreaterThanOrEqual(26);
    expect([...rules.alphabet].sort().join("")).toBe(rules.alphabet); // code point order, as the DAWG keeps it
    expect(rules.dictionaryKey).toBe(language === "en" ? "words.dawg" : `words-${language}.dawg`);
  });

  it.each(BOARD_SIZES)("has dice for %i×%i in its own letters, and a board code for their every face", (size) => {
    const dice = languageRules(language).dice[size];
    expect(dice).toHaveLength(size * size);
    const { symbolOf } = symbolsOf(language);
    for (const face of dice.flatMap(dieFaces)) {
      expect(isSpelledIn(language, face), face).toBe(true);
      expect(symbolOf.has(face), face).toBe(true);
    }
    expect(() => boardCode(shakeBoard(size, seededRng(1), language), language)).not.toThrow();
  });

  it("has a dictionary built from a source with its notice, licence, reviewed lists and levels", () => {
    if (language === "en") return; // English is SCOWL (dict/build.ts), levels its sizes
    expect(BUILT_LANGUAGES as readonly string[]).toContain(language);
    const source = LANGUAGE_SOURCES[language];
    expect(source.rules).toBe(languageRules(language));
    expect(existsSync(resolve(REPO_ROOT, "node_modules", source.hunspellPackage, "index.dic")), source.hunspellPackage).toBe(true);
    for (const file of ["NOTICE.md", "LICENSE", "exclude.txt", "abbreviations.txt", "source.ts"])
      expect(existsSync(resolve(REPO_ROOT, "dict", language, file)), `dict/${language}/${file}`).toBe(true);
    expect(source.levelCutoffs.map((c) => c.level)).toEqual([10, 20, 35, 50]);
    for (const list of source.frequencyLists) expect(existsSync(resolve(REPO_ROOT, "node_modules", list)), list).toBe(true);
  });

  it("is named in every client catalogue, and the client can speak it", () => {
    expect(LOCALES as readonly string[]).toContain(language);
    for (const file of catalogueFiles) {
      const text = readFileSync(resolve(REPO_ROOT, "client/i18n/messages", file), "utf8");
      if (file === "en-pages.ts" || file === "en-after-round.ts") continue;
      expect(text, file).toContain(`"settings.language.${language}"`);
    }
  });

  it("has invite words, an arena, and a place in every language check of the database", () => {
    expect(inviteWords(language).tagline).toBeTruthy();
    expect(ARENA_KEYS as readonly string[]).toContain(language);
    const lists = [...checks.matchAll(/CHECK \(language IN \(([^)]*)\)\)/g)].map((m) => m[1]!);
    const latest = lists.at(-1)!;
    expect(latest, "the last migration's language list").toContain(`'${language}'`);
  });
});
