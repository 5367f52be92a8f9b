/**
 * Names that look alike (issue 17, row 7): a word that mixes scripts is refused, after
 * Unicode TR39's single-script rule (src/protocol/scripts.ts), so `Аnn` with a Cyrillic
 * А cannot pose as `Ann`. Real names in one script per word, including the scripts that
 * mix by nature (Japanese, Korean, Chinese with Bopomofo), stay accepted.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { NameSchema, nameProblem } from "../../src/protocol/names.ts";
import { mixedScriptWord } from "../../src/protocol/scripts.ts";

describe("names that mix scripts within a word", () => {
  it("refuses a Cyrillic letter posing in a Latin name, saying which word and which scripts", () => {
    expect(nameProblem("\u0410nn")).toBe("\u201C\u0410nn\u201D mixes Cyrillic and Latin letters in one word: write each word in one script");
    expect(nameProblem("Ann \u0410nn")).toBe("\u201C\u0410nn\u201D mixes Cyrillic and Latin letters in one word: write each word in one script");
  });

  it("refuses a Latin letter in a Cyrillic word, and a Greek omicron in a Latin one", () => {
    expect(nameProblem("\u0418\u0432\u0430n")).toBe("\u201C\u0418\u0432\u0430n\u201D mixes Cyrillic and Latin letters in one word: write each word in one script");
    expect(nameProblem("B\u03BFb")).toBe("\u201CB\u03BFb\u201D mixes Latin and Greek letters in one word: write each word in one script");
    expect(nameProblem("\u03A9mega")).toBe("\u201C\u03A9mega\u201D mixes Greek and Latin letters in one word: write each word in one script");
    expect(nameProblem("pay\u0440al")).toBe("\u201Cpay\u0440al\u201D mixes Latin and Cyrillic letters in one word: write each word in one script");
  });

  it("does not let punctuation or digits join two scripts into one acceptable word", () => {
    expect(nameProblem("Ann-\u0421\u043C\u0438\u0442")).toBe("\u201CAnn-\u0421\u043C\u0438\u0442\u201D mixes Latin and Cyrillic letters in one word: write each word in one script");
    expect(nameProblem("A1\u0410")).toBe("\u201CA1\u0410\u201D mixes Latin and Cyrillic letters in one word: write each word in one script");
  });

  it("takes one script per word, whatever the scripts", () => {
    for (const name of [
      "Ann", "Zoë", "Nguye\u0302\u0303n", "\u0410\u043D\u043D\u0430", "Ann \u0421\u043C\u0438\u0442", "李小龍", "東京タワー", "ひらがなカタカナ漢字",
      "김민준", "한국漢字", "ㄅㄆㄇ漢", "स्त्री", "Ω Omega", "❤️ Ann", "\u3164Ann", "👩‍👩‍👧‍👦", "\u0410\u043D\u043D\u0430\u3164", "Ann2", "O'Brien", "x_x", "Ἀθηνᾶ", "محمد",
    ]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it("names the first offending word and two of its scripts", () => {
    expect(mixedScriptWord("Ann \u0410nn")).toEqual({ word: "\u0410nn", scripts: ["Cyrillic", "Latin"] });
    expect(mixedScriptWord("ok fine")).toBeNull();
    expect(mixedScriptWord("漢a")).toEqual({ word: "漢a", scripts: ["Han", "Latin"] });
    expect(mixedScriptWord("")).toBeNull();
  });

  it("shows a script by its real name: never an augmented set's, with spaces for underscores", () => {
    // 、 belongs to Bopomofo, Han, Hangul, Hiragana, Katakana and Yi; with 漢 what is left
    // starts with the augmented set "Hanb" (Han with Bopomofo), which is not a script's name.
    expect(mixedScriptWord("\u3001漢a")).toEqual({ word: "\u3001漢a", scripts: ["Han", "Latin"] });
    expect(mixedScriptWord("\u140Aa")).toEqual({ word: "\u140Aa", scripts: ["Canadian Aboriginal", "Latin"] });
    // Hiragana with Han is Japanese writing, Bopomofo with Han Chinese, Hangul with Han Korean.
    expect(mixedScriptWord("ひ漢a")).toEqual({ word: "ひ漢a", scripts: ["Japanese", "Latin"] });
    expect(mixedScriptWord("ㄅ漢a")).toEqual({ word: "ㄅ漢a", scripts: ["Chinese", "Latin"] });
    expect(mixedScriptWord("한漢a")).toEqual({ word: "한漢a", scripts: ["Korean", "Latin"] });
  });

  it("counts a character in no known script as every script", () => {
    expect(mixedScriptWord("a\u{E000}b")).toBeNull();
    expect(mixedScriptWord("\u{E000}a\u0411")).toEqual({ word: "\u{E000}a\u0411", scripts: ["Latin", "Cyrillic"] });
  });

  it("refuses a mixed name through the protocol's schema with the same words", () => {
    const out = v.safeParse(NameSchema, "  \u0410nn ");
    expect(out.success).toBe(false);
    expect(out.issues?.[0]?.message).toBe(nameProblem("\u0410nn"));
  });
});
