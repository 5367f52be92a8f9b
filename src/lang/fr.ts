/**
 * French, as French Scrabble writes it: the 26 letters a–z; accents and the cedilla fold
 * (é è ê ë → e, à â → a, ç → c, î ï → i, ô → o, û ù ü → u, ÿ → y), œ and æ are two letters.
 */
import type { LanguageRules } from "./rules.ts";

export const FRENCH: LanguageRules = {
  language: "fr",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: {} },
  quDie: true,
  dice: {
    // The 16 dice of the French edition (B@ggle's rules page, baggle.org/regles.php, as
    // reproduced by several open-source games: docs/dictionary.md "Dice").
    4: [
      "ETUKNO", "EVGTIN", "DECAMP", "IELRUW", "EHIFSE", "RECALS", "ENTDOS", "OFXRIA",
      "NAVEDZ", "EIOATA", "GLENYU", "BMAQJO", "TLIBRA", "SPULTE", "AIMSOR", "ENHRIS",
    ],
    // npm run dict:dice -- fr 5: α 1.1 (everyday median 36, target 36; all words 234)
    5: [
      "AEIOOW", "AEIKOO", "AEIJOO", "AEIOOY", "ACEINX", "ACEINQ", "ACEHIN", "ACEHIN", "ABCEIN",
      "ABEINU", "AEFINU", "AEFINU", "AEGINU", "AEGNRU", "EPRSTZ", "EPRSTZ", "EPRSTZ", "EPRSTV",
      "ELRSTV", "ELRSTV", "DELRST", "DLRSST", "DMRSST", "DMRSST", "MMRRSS",
    ],
    // npm run dict:dice -- fr 6: α 0.8 (everyday median 50, target 54; all words 354)
    6: [
      "CCEIIW", "CCEIIK", "CEIIJU", "CEIIJU", "CEIIUY", "CEIIUY", "CEIIUX", "EIORUX", "EIOQRU",
      "EIOQRU", "AEHOPR", "AEHOPR", "AEHOPR", "ABEOPR", "ABEOPR", "ABEOPR", "ABEOPR", "AEFLOR",
      "AEFLOR", "AEFLNR", "AEFLNR", "AEGLNR", "AEGLNR", "AEGLNR", "AEGMNT", "AMNSTZ", "AMNSTZ",
      "AMNSTZ", "MNSSTZ", "MNSSTZ", "MNSSTV", "DNSSTV", "DNSSTV", "DSSTTV", "DSSTTV", "DDSSTT",
    ],
  },
  dictionaryKey: "words-fr.dawg",
};
