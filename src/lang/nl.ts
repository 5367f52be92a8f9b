/**
 * Dutch, as Dutch Scrabble writes it: the 26 letters a–z; IJ is two letters, I and J (the
 * ligature ĳ typed as one character is written ij), and the accents fold (één → een,
 * café → cafe, reëel → reeel).
 */
import type { LanguageRules } from "./rules.ts";

export const DUTCH: LanguageRules = {
  language: "nl",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: { "ĳ": "ij" } },
  quDie: true,
  dice: {
    // npm run dict:dice -- nl 4: α 1.5 (everyday median 24, target 24; all words 94)
    4: [
      "EQSSTT", "ESSTTX", "EILNTY", "EILNTZ", "EILNTW", "ACEGIN", "ADEFGN", "ADEFGN", "ADEHKN",
      "ADEHKN", "ABEEOU", "BEEORU", "EEJORV", "EEJORV", "EEMOPR", "EEMPRR",
    ],
    // npm run dict:dice -- nl 5: α 1.3 (everyday median 34, target 36; all words 153)
    5: [
      "EQSSTT", "ESSTTX", "EISTTY", "EISTTZ", "EISTTZ", "AEILTW", "AEILNW", "ACEILN", "ACEILN",
      "ADEFLN", "ADEFLN", "ADEGHN", "ADEGHN", "ABDEGN", "ABDEGN", "ABDEKN", "DEKNRV", "EKNORV",
      "EEKORV", "EEMORU", "EEMORU", "EEMORU", "EEJOPR", "EEJOPR", "EEJOPR",
    ],
    // npm run dict:dice -- nl 6: α 1 (everyday median 55, target 54; all words 256)
    6: [
      "AAELLQ", "AAELLX", "AAELLY", "AAELSZ", "AELSTZ", "AELSTZ", "AEGSTW", "AEGSTW", "AEGSTW",
      "ACEGST", "ACEGST", "CEGRST", "CEGRST", "EFKRST", "EFIKRT", "EFIKRT", "EFIKRT", "EHIKRT",
      "EHIKRT", "EHIKNR", "EHINRU", "BEINRU", "BEINRU", "BEINRU", "BEINOU", "BDENOU", "DEJNOV",
      "DEJNOV", "DEJNOV", "DEJNOV", "DEJNOV", "DEMNOP", "DEMNOP", "DEMNOP", "DEMNOP", "DEMNOP",
    ],
  },
  dictionaryKey: "words-nl.dawg",
};
