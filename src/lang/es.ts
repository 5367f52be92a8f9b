/**
 * Spanish, as Spanish Scrabble writes it: Ñ is a letter of its own (año is not ano), the
 * accents fold (á é í ó ú → a e i o u, ü → u).
 */
import type { LanguageRules } from "./rules.ts";

export const SPANISH: LanguageRules = {
  language: "es",
  alphabet: "abcdefghijklmnopqrstuvwxyzñ",
  folding: { keep: "ñ", expand: {} },
  quDie: true,
  dice: {
    // npm run dict:dice -- es 4: α 0.7 (everyday median 24, target 24; all words 84)
    4: [
      "ACIIMW", "ACIKMR", "ACIMRX", "ACIMRY", "ADIPRÑ", "ADOPQR", "ADOPQR", "ADORUZ", "AOSTUZ",
      "EJOSTU", "BEJOST", "BEHNST", "BEHLNS", "EFGLNS", "EFGLNS", "EELNVV",
    ],
    // npm run dict:dice -- es 5: α 0.6 (everyday median 32, target 36; all words 145)
    5: [
      "ACIIMW", "ACIIKM", "ACIIMX", "ACIMRX", "ACIMRY", "ACIMRY", "ADOPRÑ", "ADOPRÑ", "ADOPQR",
      "ADOPQR", "ADOPRZ", "ADORUZ", "ADJORU", "AJOSTU", "EJOSTU", "EHNSTU", "BEHNST", "BEHNST",
      "BEFNST", "BEFNST", "BEFLNS", "EGLNSV", "EGLNSV", "EGLLSV", "EEGLLV",
    ],
    // npm run dict:dice -- es 6: α 0.5 (everyday median 61, target 54; all words 289)
    6: [
      "AIIMMW", "AIIKMM", "ACIIMX", "ACIIMX", "ACIIMX", "ACIMOY", "ACIMOY", "ACIOPY", "ACOPRÑ",
      "ACOPRÑ", "ACOPRÑ", "ACOPQR", "ADOPQR", "ADOPQR", "ADOPRZ", "ADORUZ", "ADORUZ", "ADORUZ",
      "ADJNRU", "DEJNRU", "DEJNRU", "DEJNRU", "BEHNST", "BEHNST", "BEHNST", "BEHNST", "BEFNST",
      "BEFNST", "BEFNST", "EFGNST", "EFGLST", "EGLSTV", "EGLLSV", "EGLLSV", "EGLLSV", "LLSSVV",
    ],
  },
  dictionaryKey: "words-es.dawg",
};
