/**
 * Portuguese (Brazilian), as Portuguese Scrabble writes it: the 26 letters a–z; the
 * accents, the tilde and the cedilla fold (coração → coracao, você → voce, pão → pao).
 */
import type { LanguageRules } from "./rules.ts";

export const PORTUGUESE: LanguageRules = {
  language: "pt",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: {} },
  quDie: true,
  dice: {
    // npm run dict:dice -- pt 4: α 0.5 (everyday median 24, target 24; all words 125)
    4: [
      "ALLOOY", "AILOUW", "AIKLOU", "ACIOQU", "ACIOPQ", "ACIJPR", "ACIJPR", "AMNRVZ", "EMNRVZ",
      "EMNRVX", "EGMNRX", "EGHMST", "DEGHST", "BDEFST", "BDEFST", "BDDFSS",
    ],
    // npm run dict:dice -- pt 5: α 0.5 (everyday median 48, target 36; all words 267)
    5: [
      "ALLOOW", "ALLOOY", "AIKLLO", "ACIOQU", "ACIOQU", "ACIOUZ", "ACIOUZ", "ACIRUZ", "ACIRUX",
      "ACIPRX", "AINPRX", "AJMNPR", "AJMNPR", "EJMNPR", "EHMNRV", "EHMNRV", "EHMNRV", "DEHMSV",
      "DEFMSV", "DEFGST", "DEFGST", "DEFGST", "BDEGST", "BDGSST", "BBSSTT",
    ],
    // npm run dict:dice -- pt 6: α 0.5 (everyday median 115, target 54; all words 655)
    6: [
      "ALLOOW", "ACLOOY", "ACKLOO", "ACLOOQ", "ACLOOQ", "ACILOQ", "ACILOZ", "ACILOZ", "ACIOUZ",
      "ACIRUX", "ACIRUX", "AINRUX", "AINRUX", "AIJNRU", "AIJNRU", "AIJNRU", "AIJNPR", "AHINPR",
      "AHINPR", "EHMNPR", "EHMNPR", "DEHMPR", "DEFMPR", "DEFMPS", "DEFMSV", "DEFMSV", "DEFMSV",
      "DEFMSV", "BDEMSV", "BDEMSV", "BDESTV", "BEGSTT", "BEGSTT", "BEGSTT", "GGSSTT", "GGSSTT",
    ],
  },
  dictionaryKey: "words-pt.dawg",
};
