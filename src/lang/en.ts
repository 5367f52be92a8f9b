/**
 * English: the letters a–z (accents typed by a player fold away: café → cafe) and the
 * published dice of Boggle, Big Boggle and Super Big Boggle.
 */
import type { LanguageRules } from "./rules.ts";

/** The classic 16 dice (the 1987 set). */
export const DICE_4X4: readonly string[] = [
  "AAEEGN", "ABBJOO", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX", "DELRVY",
  "DISTTY", "EEGHNW", "EEINSU", "EHRTVW", "EIOSST", "ELRTTY", "HIMNQU", "HLNNRZ",
];

/** The 25 dice of Big Boggle. */
export const DICE_5X5: readonly string[] = [
  "AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN", "AFIRSY",
  "BJKQXZ", "CCENST", "CEIILT", "CEILPT", "CEIPST", "DDHNOT", "DHHLOR", "DHLNOR",
  "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY", "GORRVW", "IPRRRY", "NOOTUW",
  "OOOTTU",
];

/**
 * The 36 dice of Super Big Boggle. The real set has one die with three blank faces
 * ("EIO" and three blanks); a blank cell can never be part of a word and would only
 * confuse players on a screen, so that die shows E, I or O twice over instead.
 */
export const DICE_6X6: readonly string[] = [
  "AAAFRS", "AAEEEE", "AAEEOO", "AAFIRS", "ABDEIO", "ADENNN", "AEEEEM", "AEEGMU",
  "AEGMNN", "AEILMN", "AEINOU", "AFIRSY", "An Er He In Qu Th", "BBJKXZ", "CCENST",
  "CDDLNN", "CEIITT", "CEIPST", "CFGNUY", "DDHNOT", "DHHLOR", "DHHNOW", "DHLNOR",
  "EHILRS", "EIILST", "EILPST", "EIOEIO", "EMTTTO", "ENSSSU", "GORRVW", "HIRSTV",
  "HOPRST", "IPRSYY", "JKQWXZ", "NOOTUW", "OOOTTU",
];

export const ENGLISH: LanguageRules = {
  language: "en",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: {} },
  quDie: true,
  dice: { 4: DICE_4X4, 5: DICE_5X5, 6: DICE_6X6 },
  dictionaryKey: "words.dawg",
};
