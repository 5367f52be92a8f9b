/**
 * The client's other languages, in plain Node: the browser's language list picks the
 * first one Baffle speaks; a page in a language whose words are not played yet starts
 * tables in English; each catalogue is a translation (not English copied), and with it
 * shown, places, plurals, numbers and lists read as that language writes them.
 * Expected texts are written out by hand.
 */
import { afterEach, describe, expect, test } from "vitest";
import { addCatalogue, dateText, list, locale, LOCALES, names, num, ordinal, t, type Catalogue, type Locale } from "../../client/i18n/index.ts";
import { browserLocale } from "../../client/i18n/language.ts";
import { startingLanguage } from "../../client/state/language.ts";
import { settingsSummary, tableSummary } from "../../client/state/words.ts";
import { DEFAULT_SETTINGS, LANGUAGES } from "../../src/protocol.ts";
import en from "../../client/i18n/messages/en.ts";
import enPages from "../../client/i18n/messages/en-pages.ts";
import enAfterRound from "../../client/i18n/messages/en-after-round.ts";
import de from "../../client/i18n/messages/de.ts";
import fr from "../../client/i18n/messages/fr.ts";
import es from "../../client/i18n/messages/es.ts";
import it from "../../client/i18n/messages/it.ts";
import nl from "../../client/i18n/messages/nl.ts";
import pt from "../../client/i18n/messages/pt.ts";
import sv from "../../client/i18n/messages/sv.ts";
import ru from "../../client/i18n/messages/ru.ts";

afterEach(() => {
  locale.value = "en";
});

describe("the language a browser gets", () => {
  test("the first of navigator.languages that Baffle speaks, by its primary tag, else English", () => {
    expect(browserLocale(["de-AT", "en-GB"])).toBe("de");
    expect(browserLocale(["tr-TR", "fr-CA", "es"])).toBe("fr");
    expect(browserLocale(["ES-mx"])).toBe("es");
    expect(browserLocale(["en-US", "de"])).toBe("en");
    expect(browserLocale(["ja", "zh-Hant"])).toBe("en");
    expect(browserLocale([])).toBe("en");
  });

  test("Italian, Dutch, Portuguese (Brazil's and Portugal's), Swedish and Russian, by their primary tags too", () => {
    expect(browserLocale(["it-CH", "de"])).toBe("it");
    expect(browserLocale(["ja", "it"])).toBe("it");
    expect(browserLocale(["nl-BE", "fr-BE"])).toBe("nl");
    expect(browserLocale(["pt-BR", "es"])).toBe("pt");
    expect(browserLocale(["pt-PT", "en"])).toBe("pt");
    expect(browserLocale(["sv-FI", "fi"])).toBe("sv");
    expect(browserLocale(["ru-UA", "uk"])).toBe("ru");
  });
});

describe("the words' language a page starts a table or practice in", () => {
  test("the page's own where words are played in it, else English (the client may speak a language before its dictionary is here)", () => {
    const played = new Set<string>(LANGUAGES);
    for (const l of LOCALES) {
      locale.value = l;
      expect(startingLanguage(), l).toBe(played.has(l) ? l : "en");
    }
  });
});

describe("each catalogue is a translation", () => {
  const english: Record<string, unknown> = { ...en, ...enPages, ...enAfterRound };
  const sample = { n: 3, of: 8, min: 3, max: 500, name: "Ann", names: "Ann, Ben", round: 2, rounds: 3, clock: "0:24", message: "m", code: "c", why: "w", board: "4 × 4", level: "x", text: "x", place: "2", total: 9, percentile: 50, first: 1500, last: 1510, lo: 1490, hi: 1520, you: false, tieBreak: false, mine: false, replay: false, wait: "1:00", seconds: 5, status: 500, summary: "s", scores: "1", word: "W", from: 1, to: 2, totals: "t", changes: "c", rescored: 0, match: null, rating: "1500", longest: 2, best: "3", label: "l", length: "3 min", timer: "t", bots: "b", page: "p", table: "x", on: true, language: "Deutsch" };
  const shown = (v: unknown) => (typeof v === "function" ? (v as (p: unknown) => string)(sample) : String(v));
  for (const [lang, catalogue] of Object.entries({ de, fr, es, it, nl, pt, sv, ru }) as [string, Catalogue][]) {
    test(`${lang}: every key, and few texts left as the English ones`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      const same = Object.keys(english).filter((k) => shown(catalogue[k as keyof Catalogue]) === shown(english[k]));
      // Brand names, symbols and codes ("Baffle", "4 × 4", "—", "#", "WordNet 3.1"…) are the same in every language.
      expect(same.length).toBeLessThan(Object.keys(english).length / 10);
    });
  }
});

describe("formats in each language", () => {
  test("German: places 1., 2.; plural Wörter; 1.204; lists with und", () => {
    addCatalogue("de", de);
    locale.value = "de";
    expect([1, 2, 11].map(ordinal)).toEqual(["1.", "2.", "11."]);
    expect([1, 3].map((n) => t("common.words", { n }))).toEqual(["1 Wort", "3 Wörter"]);
    expect(num(1204)).toBe("1.204");
    expect(list(["Ann", "Ben", "Cy"])).toBe("Ann, Ben und Cy");
    expect(t("table.roundLabel.rounds", { round: 2, rounds: 3 })).toBe("Runde 2/3");
  });

  test("French: places 1er, 2e; 0 and 1 take the singular; narrow spaces in numbers; lists with et", () => {
    addCatalogue("fr", fr);
    locale.value = "fr";
    expect([1, 2, 3, 21].map(ordinal)).toEqual(["1er", "2e", "3e", "21e"]);
    expect([0, 1, 2].map((n) => t("common.points", { n }))).toEqual(["0 point", "1 point", "2 points"]);
    expect(num(1204)).toBe("1\u202f204");
    expect(list(["Ann", "Ben", "Cy"])).toBe("Ann, Ben et Cy");
  });

  test("Spanish: places 1.º, 2.º; plural palabras; lists with y", () => {
    addCatalogue("es", es);
    locale.value = "es";
    expect([1, 2, 10].map(ordinal)).toEqual(["1.º", "2.º", "10.º"]);
    expect([1, 5].map((n) => t("common.words", { n }))).toEqual(["1 palabra", "5 palabras"]);
    expect(num(12045)).toBe("12.045");
    expect(list(["Ann", "Ben", "Cy"])).toBe("Ann, Ben y Cy");
  });

  test("Italian: places 1º, 2º; 0 takes the plural; 12.045; lists with e", () => {
    addCatalogue("it", it);
    locale.value = "it";
    expect([1, 2, 11].map(ordinal)).toEqual(["1º", "2º", "11º"]);
    expect([0, 1, 2, 5].map((n) => t("common.words", { n }))).toEqual(["0 parole", "1 parola", "2 parole", "5 parole"]);
    expect([0, 1, 2, 5].map((n) => t("common.points", { n }))).toEqual(["0 punti", "1 punto", "2 punti", "5 punti"]);
    expect(num(12045)).toBe("12.045");
    expect(list(["Ann", "Ben", "Cy"])).toBe("Ann, Ben e Cy");
    expect(t("table.roundLabel.rounds", { round: 2, rounds: 3 })).toBe("Round 2/3");
  });

  test("Dutch: places 1e, 2e; plural woorden; 1.204; lists with en", () => {
    addCatalogue("nl", nl);
    locale.value = "nl";
    expect([1, 2, 11].map(ordinal)).toEqual(["1e", "2e", "11e"]);
    expect([0, 1, 2, 5].map((n) => t("common.words", { n }))).toEqual(["0 woorden", "1 woord", "2 woorden", "5 woorden"]);
    expect([0, 1, 2, 5].map((n) => t("settings.summary.rounds", { n }))).toEqual(["0 rondes", "1 ronde", "2 rondes", "5 rondes"]);
    expect(num(1204)).toBe("1.204");
    expect(list(["Ann", "Ben", "Cy"])).toBe("Ann, Ben en Cy");
    expect(t("table.roundLabel.rounds", { round: 2, rounds: 3 })).toBe("Ronde 2/3");
  });

  test("Portuguese (Brazil): places 1º; 0 takes the plural, as Brazilians write it; 1.204; lists with e", () => {
    addCatalogue("pt", pt);
    locale.value = "pt";
    expect([1, 2, 11].map(ordinal)).toEqual(["1º", "2º", "11º"]);
    expect([0, 1, 2, 5].map((n) => t("common.words", { n }))).toEqual(["0 palavras", "1 palavra", "2 palavras", "5 palavras"]);
    expect([0, 1, 2, 5].map((n) => t("common.points", { n }))).toEqual(["0 pontos", "1 ponto", "2 pontos", "5 pontos"]);
    expect(num(1204)).toBe("1.204");
    expect(list(["Ann", "Ben", "Cy"])).toBe("Ann, Ben e Cy");
    expect(t("table.roundLabel.rounds", { round: 2, rounds: 3 })).toBe("Rodada 2/3");
  });

  test("Swedish: places 1:a, 2:a, 3:e, 21:a; plural omgångar; 1 204; lists with och; a name's genitive", () => {
    addCatalogue("sv", sv);
    locale.value = "sv";
    expect([1, 2, 3, 4, 11, 12, 21, 22, 23].map(ordinal)).toEqual(["1:a", "2:a", "3:e", "4:e", "11:e", "12:e", "21:a", "22:a", "23:e"]);
    expect([0, 1, 2, 5].map((n) => t("settings.summary.rounds", { n }))).toEqual(["0 omgångar", "1 omgång", "2 omgångar", "5 omgångar"]);
    expect([0, 1, 2, 5].map((n) => t("timer.left", { seconds: n }))).toEqual(["0 sekunder kvar", "1 sekund kvar", "2 sekunder kvar", "5 sekunder kvar"]);
    expect(num(1204)).toBe("1\u00a0204");
    expect(list(["Ann", "Ben", "Cy"])).toBe("Ann, Ben och Cy");
    expect([t("review.wordsOf", { name: "Ann" }), t("review.wordsOf", { name: "Jonas" })]).toEqual(["Anns ord", "Jonas ord"]);
  });

  test("Russian: one, few and many (1 and 21 слово, 2 and 22 слова, 0, 5 and 25 слов); 1 204; names with commas", () => {
    addCatalogue("ru", ru);
    locale.value = "ru";
    const counts = [0, 1, 2, 5, 11, 21, 22, 25, 111];
    expect(counts.map((n) => t("common.words", { n }))).toEqual(["0 слов", "1 слово", "2 слова", "5 слов", "11 слов", "21 слово", "22 слова", "25 слов", "111 слов"]);
    expect(counts.map((n) => t("common.points", { n }))).toEqual(["0 очков", "1 очко", "2 очка", "5 очков", "11 очков", "21 очко", "22 очка", "25 очков", "111 очков"]);
    expect([1, 2, 5, 21].map((n) => t("timer.left", { seconds: n }))).toEqual(["Осталась 1 секунда", "Осталось 2 секунды", "Осталось 5 секунд", "Осталась 21 секунда"]);
    // After "до" a count takes the genitive: до 21 очка, до 100 очков.
    expect([21, 22, 100].map((n) => t("settings.summary.target", { n }))).toEqual(["до 21 очка", "до 22 очков", "до 100 очков"]);
    expect([1, 2, 11].map(ordinal)).toEqual(["1", "2", "11"]);
    expect(num(1204)).toBe("1\u00a0204");
    expect(list(["Аня", "Боря", "Вика"])).toBe("Аня, Боря и Вика");
    // Intl's unit list joins Russian with bare spaces (it is made for "5 м 3 см"): a run of names needs commas.
    expect(names(["Аня", "Боря", "Вика"])).toBe("Аня, Боря, Вика");
    expect(t("table.roundLabel.rounds", { round: 2, rounds: 3 })).toBe("Раунд 2/3");
    // The summary line: the timer's and the bots' labels agree with what they describe (обычный таймер, обычные боты).
    expect(settingsSummary(DEFAULT_SETTINGS)).toBe("3 раунда · поле 4 × 4 · таймер обычный (3 мин) · обычные боты");
    expect(settingsSummary({ ...DEFAULT_SETTINGS, rounds: 5, bots: "hard" })).toBe("5 раундов · поле 4 × 4 · таймер обычный (3 мин) · сложные боты");
  });

  test("the table's summary line never breaks a board's size across lines, in any language", () => {
    for (const lang of LOCALES) {
      locale.value = lang;
      for (const board of ["4x4", "5x5", "6x6"] as const) {
        const line = tableSummary({ ...DEFAULT_SETTINGS, board });
        const n = board[0];
        expect(line, `${lang} ${board}`).toContain(`${n}\u00a0×\u00a0${n}`);
        expect(line, `${lang} ${board}`).not.toMatch(/\d ×|× \d/);
      }
    }
  });

  test("a day's date as each of the five writes it (Brazil's Portuguese)", () => {
    const dates = { it: "1 dicembre 2026", nl: "1 december 2026", pt: "1 de dezembro de 2026", sv: "1 december 2026", ru: "1 декабря 2026 г." };
    for (const [lang, date] of Object.entries(dates) as [Locale, string][]) {
      locale.value = lang;
      expect(dateText("2026-12-01"), lang).toBe(date);
    }
  });

  test("a key a catalogue lacks at run time reads in English, and English is back when chosen", () => {
    addCatalogue("de", { ...de, "home.create": undefined } as unknown as Catalogue);
    locale.value = "de";
    expect(t("home.create")).toBe("Create table");
    expect(t("home.playWithBots")).toBe("Gegen Computer spielen");
    locale.value = "en";
    expect(t("home.playWithBots")).toBe("Play with bots");
  });
});
