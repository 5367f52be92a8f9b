/**
 * Italian, as Italian Scrabble writes it: the 26 letters a–z (Italian's own 21 and the
 * five of loanwords: j, k, w, x, y); the accents fold (città → citta, perché → perche).
 */
import type { LanguageRules } from "./rules.ts";

export const ITALIAN: LanguageRules = {
  language: "it",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: {} },
  quDie: true,
  dice: {
    // npm run dict:dice -- it 4: α 1.3 (everyday median 24, target 24; all words 84)
    4: [
      "ACCEJR", "ACENRW", "ACENRY", "AEKLNR", "AELNQR", "AELNRX", "AEHMRS", "AEMSTZ", "ABEMST",
      "ABESTV", "AFISTV", "FIIOTV", "GIIOPT", "GIIOPT", "DIIOOU", "DIIOOU",
    ],
    // npm run dict:dice -- it 5: α 0.8 (everyday median 39, target 36; all words 173)
    5: [
      "AJLLRR", "ALLRRW", "ALLRRY", "ACKMRT", "ACMQRT", "ACMRTX", "ACMRTX", "ACHMRT", "ACEHMT",
      "ACETVZ", "AENTVZ", "ABENTV", "ABENTV", "ABENOV", "AEFNOV", "EFINOP", "EFINOP", "EGINOP",
      "EGIOPS", "EGIOPS", "DEGIOS", "DIIOSU", "DIIOSU", "DIISSU", "DIISSU",
    ],
    // npm run dict:dice -- it 6: α 0.6 (everyday median 53, target 54; all words 298)
    6: [
      "AJLLTT", "ALLTTW", "ALMTTY", "AKLMTT", "ALMQRT", "ALMQRT", "ALMRTX", "AMRTVX", "AMRTVX",
      "AHMRTV", "AHMRTV", "AHMORV", "ACORVZ", "ACORVZ", "ACORVZ", "ACORVZ", "ABCOPR", "ABCOPR",
      "BCIOPR", "BCEIOP", "BCEIOP", "CEFIOP", "EFINOP", "EFINOP", "DEFINO", "DEFINS", "DEFINS",
      "DEGINS", "DEGINS", "DEGINS", "DEGINS", "EGINSU", "EGINSU", "EGINSU", "EISSUU", "EISSUU",
    ],
  },
  dictionaryKey: "words-it.dawg",
};
