/**
 * How a language writes its words (src/dict/display-map.ts, dict/display-forms.ts): the map
 * beside each DAWG gives élève for eleve, Häuser for häuser, Straße for strasse, only for
 * the words written otherwise; where several spellings fold alike the commonest is shown.
 * Checked on small lists built here, a property over random ones, and the built maps.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { commonestForm, displayForms, type WrittenRank } from "../../dict/display-forms.ts";
import { languageDawgPath, languageDisplayPath, type BuiltLanguage } from "../../dict/languages.ts";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { applyEdits, DisplayMap, DisplayMapError, editsOf, encodeDisplayMap } from "../../src/dict/display-map.ts";
import { foldEntry } from "../../src/lang/languages.ts";
import { numRuns } from "./fast-check-seed.ts";

/** A map for `written` forms (folded by French's rules) over a DAWG of `words` plus their folds. */
function mapOf(words: string[], written: string[]): { dawg: Dawg; map: DisplayMap; text: string } {
  const folded = [...new Set([...words, ...written.map((w) => foldEntry("fr", w))])];
  const dawg = Dawg.load(buildDawg(folded.map((word) => ({ word, level: 0 }))));
  const byIndex = new Map(written.map((w) => [dawg.indexOf(foldEntry("fr", w)), { folded: foldEntry("fr", w), written: w }]));
  const text = encodeDisplayMap(dawg.wordCount, byIndex);
  return { dawg, map: DisplayMap.parse(text, dawg), text };
}

describe("the display map", () => {
  it("gives each word's written form, and a word written as folded as itself", () => {
    const { map, text } = mapOf(["chat", "maison", "zebre"], ["élève", "née", "cœur", "Straße"]);
    expect(map.writtenAs("eleve")).toBe("élève");
    expect(map.writtenAs("nee")).toBe("née");
    expect(map.writtenAs("coeur")).toBe("cœur");
    expect(map.writtenAs("strasse")).toBe("Straße");
    expect(map.writtenAs("chat")).toBe("chat");
    expect(map.writtenAs("pas-un-mot")).toBe("pas-un-mot");
    // Only the words written otherwise are listed: four lines and the header.
    expect(text.trim().split("\n")).toHaveLength(5);
    expect(map.size).toBe(4);
  });

  it("writes a letter's change as its place and the letter, and a change of length whole", () => {
    expect(editsOf("eleve", "élève")).toBe("0é2è");
    expect(editsOf("hauser", "Hauser")).toBe("0H");
    expect(editsOf("strasse", "Straße")).toBe("=Straße");
    expect(applyEdits("eleve", "0é2è")).toBe("élève");
    expect(applyEdits("strasse", "=Straße")).toBe("Straße");
  });

  it("round-trips any written forms of any list", () => {
    const letter = fc.constantFrom(..."abcdeéèêëàâîïôûç");
    const word = fc.array(letter, { minLength: 3, maxLength: 9 }).map((l) => l.join(""));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 40, selector: (w) => foldEntry("fr", w) }), fc.array(word, { maxLength: 20 }), (written, plain) => {
        const { map } = mapOf(plain.map((w) => foldEntry("fr", w)), written);
        for (const w of written) expect(map.writtenAs(foldEntry("fr", w))).toBe(w);
      }),
      { numRuns: numRuns(100) },
    );
  });

  it("refuses a map of another list, of another version, or damaged", () => {
    const { dawg, text } = mapOf(["chat"], ["élève"]);
    const other = Dawg.load(buildDawg(["chat", "chien", "eleve", "zebre"].map((word) => ({ word, level: 0 }))));
    expect(() => DisplayMap.parse(text, other)).toThrow(DisplayMapError);
    expect(() => DisplayMap.parse(text.replace("baffle-display 1", "baffle-display 2"), dawg)).toThrow(/version 2/);
    expect(() => DisplayMap.parse(text.replace(/\n\d+:/, "\nx:"), dawg)).toThrow(/not <gap>:<edits>/);
    expect(() => DisplayMap.parse(text.replace(/\n\d+:/, "\n9:"), dawg)).toThrow(/past the list/);
    expect(() => DisplayMap.parse("words\n", dawg)).toThrow(/not a display map/);
  });
});

describe("the written form shown", () => {
  const ranks: Record<string, Partial<WrittenRank>> = { élevé: { asWritten: 499, lowerCased: 499 }, élève: { lowerCased: 903 }, essen: { asWritten: 527 }, Essen: { asWritten: 547 } };
  const rank = (form: string): WrittenRank => ({ asWritten: Infinity, lowerCased: Infinity, ...ranks[form] });

  it("is the commonest of several that fold alike, as the lists write it first", () => {
    expect(commonestForm(["élève", "élevé"], rank)).toBe("élevé");
    expect(commonestForm(["élevé", "élève"], (f) => ({ ...rank(f), ...(f === "élève" ? { asWritten: 10 } : {}) }))).toBe("élève");
    expect(commonestForm(["Essen", "essen"], rank)).toBe("essen");
  });

  it("is the capitalised one where the lists cannot tell (a German noun), then the first in order", () => {
    expect(commonestForm(["lauf", "Lauf"], rank)).toBe("Lauf");
    expect(commonestForm(["ete", "Été"], rank)).toBe("Été"); // É sorts after e
    expect(commonestForm(["ôte", "öte"], rank)).toBe("ôte");
  });

  it("is listed only when it differs from the word", () => {
    const forms = new Map([["eleve", new Set(["élève", "élevé"])], ["chat", new Set(["chat"])], ["hauser", new Set(["Hauser"])]]);
    expect([...displayForms(forms, rank)]).toEqual([["eleve", "élevé"], ["hauser", "Hauser"]]);
  });
});

describe("the built maps", () => {
  const maps = new Map<BuiltLanguage, DisplayMap>();
  beforeAll(() => {
    ensureLanguageDictionaries();
    for (const language of ["de", "fr", "es"] as const) {
      const dawg = Dawg.load(readFileSync(languageDawgPath(language)));
      maps.set(language, DisplayMap.parse(readFileSync(languageDisplayPath(language), "utf8"), dawg));
    }
  }, 300_000);

  it("write French with its accents, German nouns with their capital and ß, Spanish with its accents", () => {
    const fr = maps.get("fr")!;
    // Two spellings fold to eleve: élevé ranks 499 in the lists, élève 903.
    expect(["eleve", "nee", "etre", "coeur", "fete", "chat"].map((w) => fr.writtenAs(w))).toEqual(["élevé", "née", "être", "cœur", "fête", "chat"]);
    const de = maps.get("de")!;
    expect(["häuser", "haus", "strasse", "gehen", "essen", "schön"].map((w) => de.writtenAs(w))).toEqual(["Häuser", "Haus", "Straße", "gehen", "essen", "schön"]);
    const es = maps.get("es")!;
    expect(["cancion", "arbol", "esta", "niño", "casa"].map((w) => es.writtenAs(w))).toEqual(["canción", "árbol", "está", "niño", "casa"]);
  });

  it("fold back to the word (every 25th listed word of each)", () => {
    for (const [language, map] of maps) {
      const text = readFileSync(languageDisplayPath(language), "utf8");
      const dawg = Dawg.load(readFileSync(languageDawgPath(language)));
      let index = -1;
      let checked = 0;
      const lines = text.trim().split("\n").slice(1);
      lines.forEach((line, i) => {
        index += Number(line.split(":")[0]) + 1;
        if (i % 25 !== 0) return;
        const word = dawg.wordAt(index);
        const written = map.writtenAs(word);
        expect(written, word).not.toBe(word);
        expect(foldEntry(language, written), word).toBe(word);
        checked++;
      });
      expect(lines.length).toBe(map.size);
      expect(checked).toBeGreaterThan(1000);
    }
  });
});
