/**
 * The build's filters that read a dictionary's own marks (dict/language-build.ts, issue 35):
 * lower-case KEEPCASE entries as abbreviations (Dutch apk), Italian verb + clitic entries
 * (dict/it/clitics.ts), and the order of Russian families no frequency list has
 * (dict/ru/unlisted.ts). Families here are made by hand, as dict/hunspell.ts gives them.
 */
import { describe, expect, it } from "vitest";
import type { HunspellFamily } from "../../dict/hunspell.ts";
import { isCliticForm, italianClitics, VERB_FORMS } from "../../dict/it/clitics.ts";
import { keepCaseAbbreviations } from "../../dict/language-build.ts";
import { KIN_LETTERS, russianUnlistedOrder } from "../../dict/ru/unlisted.ts";

const family = (stem: string, forms: string[] = [stem], keepCase = false): HunspellFamily => ({ stem, flags: "", forms, keepCase });
const id = (w: string) => w;

describe("lower-case KEEPCASE entries", () => {
  const families = [
    family("apk", ["apk", "apks"], true), family("dvd", ["dvd"], true), family("havo", ["havo"], true),
    family("mei", ["mei"], true), // a month: listed as a word
    family("bar", ["bar"], true), family("bar", ["bar", "bars"]), // entered without the flag too
    family("april", ["april"], true), // five letters: words, not acronyms
    family("huis", ["huis", "huizen"]), family("Apk", ["Apk"], true),
  ];
  it("are abbreviations when short, lower-case, entered only so and not listed as words", () => {
    expect([...keepCaseAbbreviations(families, new Set(["mei"]), id)].sort()).toEqual(["apk", "dvd", "havo"]);
  });
  it("leave every entry alone in a dictionary without the flag", () => {
    expect(keepCaseAbbreviations(families.map((f) => ({ ...f, keepCase: false })), new Set(), id).size).toBe(0);
  });
});

describe("Italian clitic entries", () => {
  /** A verb family: its infinitive and enough forms to count as a verb. */
  const verb = (inf: string, forms: string[]) => family(inf, [inf, ...forms, ...Array.from({ length: VERB_FORMS }, (_, i) => `${inf}x${i}`)]);
  const families = [
    verb("dare", ["da", "dai"]), verb("dire", ["di", "dici"]), verb("parlare", ["parla", "parlando", "parlate", "parlavi"]),
    verb("prendere", ["prendi", "prendendo"]), verb("divertire", ["diverti"]), verb("andare", ["va", "andiamo"]), verb("ideare", ["idea"]),
    family("dammelo"), family("dimmi"), family("vattene"), family("parlargli"), family("divertirsi", ["divertirsi", "divertirmi"]),
    family("parlandone"), family("parlatemelo"), family("prendimelo"), family("eccotelo"), family("andiamocene"), family("dagli"),
    // words that only look so: a noun, adjectives, a preposition with its article, a verb's own form
    family("ideale", ["ideale", "ideali"]), family("dalla"), family("valle", ["valle", "valli"]), family("fallo", ["fallo", "falli"]),
    family("cene"), family("sedici"), family("salame", ["salame", "salami"]),
  ];
  const infinitives = new Set(["dare", "dire", "parlare", "prendere", "divertire", "andare", "ideare"]);
  const verbForms = new Set(families.filter((f) => f.forms.length >= VERB_FORMS).flatMap((f) => f.forms));

  it("are told from their stems: a verb's form and one or two pronouns", () => {
    for (const w of ["dammelo", "dimmi", "vattene", "parlargli", "divertirsi", "parlandone", "parlatemelo", "prendimelo", "eccotelo", "andiamocene", "dagli"]) {
      expect(isCliticForm(w, infinitives, verbForms), w).toBe(true);
    }
  });
  it("leave words that merely end like a pronoun", () => {
    for (const w of ["ideale", "dalla", "valle", "fallo", "cene", "sedici", "salami", "parlavi", "dai"]) {
      expect(isCliticForm(w, infinitives, verbForms), w).toBe(false);
    }
  });
  it("drop every form of a clitic entry, and no form another entry makes", () => {
    const drop = italianClitics([...families, family("parlargli2", ["divertirmi"])], id);
    expect(drop("dammelo") && drop("divertirsi") && drop("prendimelo")).toBe(true);
    expect(drop("divertirmi")).toBe(false); // also made by an ordinary entry
    for (const w of ["parlavi", "ideali", "valli", "salami", "parlare"]) expect(drop(w), w).toBe(false);
  });
});

describe("Russian families in no frequency list", () => {
  const listed = new Map([["дом", 50], ["учить", 400], ["кошка", 900]]);
  const order = russianUnlistedOrder();
  const key = (stem: string, words = [stem]) => order(family(stem, words), words, listed);
  it("come shorter first, and a root shared with a listed word counts as letters", () => {
    expect(key("домик")).toBeLessThan(key("бабай")); // дом's kin against a stranger of the same length
    expect(key("учиться")).toBe(7); // учить… shares учить's root
    expect(key("бабай")).toBe(5 + KIN_LETTERS);
    expect(key("аил")).toBeLessThan(key("аилов"));
  });
  it("are keyed by the family's shortest word", () => {
    expect(key("кошечка", ["кошечками", "кошечка"])).toBe(key("кошечка"));
  });
});
