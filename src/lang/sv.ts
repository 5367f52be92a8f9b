/**
 * Swedish, as Swedish Scrabble (Alfapet) writes it: Å, Ä and Ö are letters of their own
 * (får is not far), other accents fold (café → cafe, é in idé → ide). The alphabet is in
 * code point order (ä å ö), as the dictionary's header keeps it; the Swedish order is å ä ö.
 */
import type { LanguageRules } from "./rules.ts";

export const SWEDISH: LanguageRules = {
  language: "sv",
  alphabet: "abcdefghijklmnopqrstuvwxyzäåö",
  folding: { keep: "åäö", expand: {} },
  quDie: true,
  dice: {
    // npm run dict:dice -- sv 4: α 1.8 (everyday median 23, target 24; all words 91)
    4: [
      "ADDQRR", "ADKRRZ", "AKLRRW", "AEKLRX", "AEIJLR", "AEIRTÅ", "ACEIRT", "AEOSTY", "AEHOST",
      "AEGSTÖ", "ABEGST", "AEFMST", "AMNNSU", "NNSSVÄ", "NNSSVÄ", "NNPPSS",
    ],
    // npm run dict:dice -- sv 5: α 1.6 (everyday median 36, target 36; all words 190)
    5: [
      "ALLQRR", "ALLRRZ", "ALLRRW", "ADRRTX", "ADJRRT", "ADRRTÅ", "ACDERT", "ADERTY", "AEHKRT",
      "AEKRTÖ", "AEKSTÖ", "ABEKST", "ABEKST", "AEFIST", "AEFIST", "AEINSU", "AEINSU", "AENOSV",
      "AENOSV", "AENOPS", "ENOPSS", "EGNSSÄ", "GNNSSÄ", "GMNNSS", "MMNNSS",
    ],
    // npm run dict:dice -- sv 6: α 1 (everyday median 54, target 54; all words 286)
    6: [
      "AEEIIQ", "AEEIIZ", "AEEIKW", "AEEIKX", "AEEIJK", "AEEIJK", "AEEKOÅ", "AEEKOÅ", "AEEKOÅ",
      "ACEKNO", "ACKNOR", "ACDNOR", "ADNORY", "ADGNRY", "ADGNRY", "ADGHNR", "ADGHNR", "ADGHNR",
      "ADGNRÖ", "ADMNRÖ", "ALMNRÖ", "ALMNRÖ", "BLMNRS", "BLMNRS", "BLNRSÄ", "BLNRSÄ", "FLRSTÄ",
      "FLRSTÄ", "FLRSTÄ", "FLPSST", "PSSTTU", "PSSTTU", "PSSTTU", "PSSTTU", "SSTTVV", "SSTTVV",
    ],
  },
  dictionaryKey: "words-sv.dawg",
};
