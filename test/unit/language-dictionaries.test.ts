/**
 * The word lists of every language but English as built from their npm packages
 * (dict/languages.ts, built by dict/ensure.ts like the English one): sampled inflected
 * forms are in, sampled names, abbreviations and slurs are out, every word is spelt in the
 * language's folded letters with at least three of them, and the DAWG stays within three
 * bytes a word. The samples were picked by hand, not read from the lists.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { BUILT_LANGUAGES, LANGUAGE_SOURCES, languageDawgPath, type BuiltLanguage } from "../../dict/languages.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { isSpelledIn, languageRules } from "../../src/lang/languages.ts";

const SAMPLES: Record<BuiltLanguage, { forms: string[]; names: string[]; abbreviations: string[]; slurs: string[] }> = {
  de: {
    // Häuser, Häusern, Hauses (Haus), gehst, ging (gehen), schönere, Mannes, Montagen, Straße
    forms: ["häuser", "häusern", "hauses", "gehst", "ging", "schönere", "mannes", "montagen", "strasse", "bären", "äpfel", "müssen"],
    names: ["berlin", "hamburg", "goethe", "anna", "peter", "deutschland", "europa", "österreich"],
    abbreviations: ["gmbh", "adac", "kfz", "usw"],
    slurs: ["neger", "kanaken", "schwuchtel"],
  },
  fr: {
    // mangeons, mangeâmes (manger), chevaux, yeux, finissons, belles, cœur, élève
    forms: ["mangeons", "mangeames", "chevaux", "yeux", "finissons", "belles", "coeur", "eleve", "etaient", "pierre"],
    names: ["madrid", "berlin", "juan", "dupont"],
    // tex, kat, rad, dyn: units the list marks KEEPCASE (mol and bar stay: words too)
    abbreviations: ["etc", "ibid", "janv", "sncf", "tex", "kat", "rad", "dyn", "kmol"],
    slurs: ["chinetoque", "youpin"],
  },
  es: {
    // hablamos, hablaré, niños, años, árboles, comiéramos
    forms: ["hablamos", "hablare", "niños", "años", "arboles", "comieramos", "diviertanse", "españoles"],
    names: ["madrid", "barcelona", "cervantes", "espana"],
    abbreviations: ["etc", "pag", "sra", "srta", "adsl", "ldo"],
    slurs: ["maricon", "sudaca"],
  },
  nl: {
    // huizen (huis), liep, gelopen (lopen), mooiere, fietsen, ijsje (ĳ written ij), kerstmis
    // mei, juli, led, ript: KEEPCASE entries that are words (dict/nl/source.ts keepCaseWords)
    forms: ["huizen", "liep", "gelopen", "mooiere", "fietsen", "ijsje", "kerstmis", "maandag", "eieren", "zwommen", "mei", "juli", "april", "led", "ript"],
    names: ["amsterdam", "rotterdam", "nederland", "pieter", "ijsland", "rembrandt"],
    // apk, hiv, mavo, azc: lower-case acronyms OpenTaal marks KEEPCASE; ngo, vod, ggo: listed
    abbreviations: ["enz", "bijv", "blz", "vzw", "febr", "havo", "apk", "hiv", "mavo", "azc", "ngo", "vod", "ggo"],
    slurs: ["neger", "kankerjood", "spleetoog", "flikkers"],
  },
  sv: {
    // hus, husen, huset; gick, gått (gå); större; flickor; får (få); äpple
    forms: ["husen", "huset", "gick", "gått", "större", "flickor", "får", "äpplen", "kyrkan", "åtta"],
    names: ["stockholm", "sverige", "göteborg", "anna", "erik", "lindgren"],
    abbreviations: ["jfr", "tfn", "ggr", "kcal", "ordf", "usb", "isbn", "hdmi", "oled", "adhd"],
    slurs: ["bög", "neger", "blatte", "svartskalle"],
  },
  it: {
    // case, cani, andavano, mangiamo, città (folded), perché, parlavi, bellissimi
    // aprile, dagli, ideale, valle, dalla, fallo, giovane: words that end like a clitic pronoun
    forms: ["case", "cani", "andavano", "mangiamo", "citta", "perche", "parlavi", "parlasti", "bellissimi", "ragazzine", "aprile", "dagli", "ideale", "valle", "dalla", "fallo", "giovane"],
    names: ["roma", "milano", "italia", "firenze", "giuseppe", "napoli"], // toscana is a word too (Tuscan, feminine)
    abbreviations: ["ecc", "sig", "dott", "tbc"],
    slurs: ["frocio", "ricchione", "terrone"],
  },
  pt: {
    // coração (folded), você, casas, falamos, falaríamos, pães, carrinho (an entry of its own), desfazer (des-)
    forms: ["coracao", "voce", "casas", "falamos", "falariamos", "paes", "carrinho", "irmaos", "desfazer", "refazer", "impossivel"],
    names: ["brasil", "lisboa", "joao", "bahia", "portugal", "curitiba"], // amazonas and recife are words too (amazona's plural, a reef)
    abbreviations: ["etc", "jan", "fev", "rpm", "ppm", "cobol"],
    slurs: ["viado", "sapatao"],
  },
  ru: {
    // дом, дома, домами; кошки; шёл (ё folded); ёлка; идти, иду, шли; подъезд (ъ), йогурт (й)
    forms: ["домами", "кошки", "шел", "елка", "иду", "шли", "подъезд", "объект", "йогурт", "красивее"],
    names: ["москва", "россия", "пушкин", "иван", "загреб", "петербург"],
    // ист, нач, преп, ккал: abbreviations written without their period; уик, юго: halves of уик-энд, юго-запад
    abbreviations: ["мвд", "чпу", "км", "млн", "экз", "табл", "ист", "нач", "преп", "ккал", "уик", "юго"],
    slurs: ["жид", "жидовка", "кацап"],
  },
};

const dawgs = new Map<BuiltLanguage, Dawg>();
beforeAll(() => {
  ensureLanguageDictionaries();
  for (const language of BUILT_LANGUAGES) dawgs.set(language, Dawg.load(readFileSync(languageDawgPath(language))));
}, 300_000);

describe.each(BUILT_LANGUAGES)("the %s word list", (language) => {
  const dawg = () => dawgs.get(language)!;
  const sample = SAMPLES[language];

  it("holds sampled inflected forms", () => {
    for (const w of sample.forms) expect(dawg().has(w), w).toBe(true);
  });

  it("holds no sampled name, abbreviation or slur", () => {
    for (const w of [...sample.names, ...sample.abbreviations, ...sample.slurs]) expect(dawg().has(w), w).toBe(false);
  });

  it("spells every word in the language's letters, three or more", () => {
    expect(dawg().alphabet).toBe(languageRules(language).alphabet);
    let checked = 0;
    for (let i = 0; i < dawg().wordCount; i += 97) {
      const w = dawg().wordAt(i);
      expect(isSpelledIn(language, w), w).toBe(true);
      expect(w.length, w).toBeGreaterThanOrEqual(3);
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it("is within three bytes a word, with a level for every word", () => {
    expect(dawg().byteLength / dawg().wordCount).toBeLessThanOrEqual(3);
    const levels = new Set<number>();
    for (let i = 0; i < dawg().wordCount; i += 101) levels.add(dawg().levelAt(i));
    // The levels its cut-offs give: a level whose cut-off is the one before's holds no word.
    const cutoffs = LANGUAGE_SOURCES[language].levelCutoffs;
    const given = cutoffs.filter((c, i) => i === 0 || c.rank > cutoffs[i - 1]!.rank).map((c) => c.level);
    // Every level sampled is one the cut-offs give, and the everyday ones are there (Russian's
    // and Swedish's lists end before level 35 or 50 can hold many words: a sample may miss them).
    for (const level of levels) expect([...given, 70]).toContain(level);
    for (const level of [10, 20, 70]) expect(levels.has(level), `level ${level}`).toBe(true);
  });
});

describe("Italian verbs with clitic pronouns joined on (dict/it/clitics.ts)", () => {
  it("are not words, whether an affix makes them or the list enters them whole", () => {
    // parlargli, andandoci: made by affix rules; the rest: entries of their own in dictionary-it.
    const clitics = ["dammelo", "dimmi", "vattene", "eccotelo", "divertirsi", "prendimelo", "dammi", "aiutatemelo", "parlargli", "andandoci"];
    for (const w of clitics) expect(dawgs.get("it")!.has(w), w).toBe(false);
  });
});

/**
 * German names against everyday nouns (dict/de/source.ts; docs/dictionary.md "Names" has the
 * figures). Picked by hand: 40 well-known names (cities, countries and regions, rivers and
 * mountains, people, first names; Rom is left out, being also a common noun, der Rom), the
 * 30 everyday nouns of the first review, and nouns that are also a town or a first name.
 */
const GERMAN_NAMES = [
  "berlin", "hamburg", "münchen", "köln", "frankfurt", "stuttgart", "düsseldorf", "dresden", "leipzig", "wien",
  "zürich", "paris", "london", "deutschland", "österreich", "schweiz", "frankreich", "italien", "bayern", "europa",
  "afrika", "rhein", "donau", "elbe", "alpen", "weser", "goethe", "schiller", "mozart", "beethoven", "luther",
  "einstein", "merkel", "anna", "peter", "thomas", "julia", "lukas", "sabine", "klaus",
];
const GERMAN_NOUNS = [
  "haus", "bach", "wolf", "mark", "rose", "montag", "baum", "hund", "katze", "tisch", "stuhl", "auto", "wasser",
  "brot", "stadt", "fluss", "berg", "strasse", "schule", "kind", "frau", "mann", "garten", "blume", "vogel",
  "fisch", "apfel", "zeit", "jahr", "woche",
];
/** Everyday nouns that are also towns (GeoNames) or first names: the lists must not take them. */
const GERMAN_NOUNS_ALSO_NAMES = [
  "essen", "halle", "bergen", "hof", "horn", "lauf", "norden", "wetter", "ahorn", "kai", "elster", "floss",
  "brunnen", "forst", "moos", "wissen", "rahm", "vogt", "august", "roman",
];
/** Towns and first names only the new lists know (GeoNames, zxcvbn-ts, dict/de/names.txt). */
const GERMAN_LISTED_NAMES = [
  "augsburg", "bamberg", "landshut", "leverkusen", "wolfsburg", "mannheim", "nürnberg", "niedersachsen",
  "katharina", "philipp", "moskau", "venedig", "mosel", "isar", "steiermark",
];

describe("German names", () => {
  const de = () => dawgs.get("de")!;
  it("are not words: well-known names and the towns and first names the lists give", () => {
    for (const w of [...GERMAN_NAMES, ...GERMAN_LISTED_NAMES]) expect(de().has(w), w).toBe(false);
  });
  it("leave everyday nouns in, also those that are a town's or a person's name", () => {
    for (const w of [...GERMAN_NOUNS, ...GERMAN_NOUNS_ALSO_NAMES]) expect(de().has(w), w).toBe(true);
  });
});

describe("the letters only German and Spanish have", () => {
  it("tell words apart: ä is not a, ñ is not n", () => {
    expect(dawgs.get("de")!.has("bär")).toBe(true);
    expect(dawgs.get("de")!.has("bar")).toBe(true); // die Bar: both are words
    expect(dawgs.get("de")!.has("häuser") && !dawgs.get("de")!.has("hauser")).toBe(true);
    expect(dawgs.get("es")!.has("año") && dawgs.get("es")!.has("ano")).toBe(true);
    expect(dawgs.get("es")!.has("niño") && !dawgs.get("es")!.has("nino")).toBe(true);
  });
});

/**
 * Given names and towns that a dictionary also enters in lower case (dict/lower-case-names.ts),
 * and ordinary words spelt like a given name or a town, picked by hand in each language.
 */
const LOWER_CASE_NAMES: Partial<Record<BuiltLanguage, { names: string[]; words: string[] }>> = {
  es: {
    // RLA-ES enters these in lower case too (juan/S, pedro/S, alicante/S).
    names: ["juan", "juanes", "pedro", "pedros", "diego", "jorge", "enrique", "santiago", "maria", "alicante", "tarragona", "calahorra"],
    // rosa, pilar: entries of their own; dolores, mercedes: plurals of dolor, merced; ángel,
    // león, reina, victoria, olmo, cuenca: ordinary words (dict/es/ordinary.txt, or inflected).
    words: ["rosa", "dolores", "pilar", "mercedes", "angel", "angeles", "leon", "reina", "victoria", "olmo", "cuenca", "oliva", "jacinto", "amado", "amada", "leo"],
  },
  fr: {
    names: ["juan", "pedro", "nicolas", "francois", "philippe", "lyon", "marseille"],
    // Common nouns of Grammalecte's that are also given names or towns (dict/fr/ordinary.txt).
    words: ["pierre", "rose", "jacqueline", "menton", "plaisir", "grenade", "cognac", "zele", "martinet", "olivier", "louis"],
  },
  de: {
    names: ["juan", "anna", "peter", "thomas", "stefan", "zürich"],
    words: ["rosa", "wolf", "august", "mark", "bach", "essen", "halle"],
  },
  // Russian has no given-name list on npm: its capitalised entries stand in (dict/ru/source.ts).
  ru: { names: ["иван", "загреб", "персей"], words: ["коми", "вера", "надежда", "любовь", "роза", "лев"] },
};

describe.each(["es", "fr", "de", "ru"] as const)("%s given names and towns in lower case", (language) => {
  const dawg = () => dawgs.get(language)!;
  it("are not words", () => {
    for (const w of LOWER_CASE_NAMES[language]!.names) expect(dawg().has(w), w).toBe(false);
  });
  it("leave the ordinary words spelt like them", () => {
    for (const w of LOWER_CASE_NAMES[language]!.words) expect(dawg().has(w), w).toBe(true);
  });
});
