/**
 * German, as German Scrabble writes it: Ä, Ö and Ü are letters of their own (Häuser is
 * not Hauser), ß is written SS (Straße → strasse), other accents fold (Café → cafe).
 */
import type { LanguageRules } from "./rules.ts";

export const GERMAN: LanguageRules = {
  language: "de",
  alphabet: "abcdefghijklmnopqrstuvwxyzäöü",
  folding: { keep: "äöü", expand: { "ß": "ss" } },
  quDie: true,
  dice: {
    // The 16 dice of the German edition (Parker / Hasbro), the same set as the French one
    // (src/lang/fr.ts): no Ä, Ö or Ü face, so a 4×4 board never offers a word with an
    // umlaut. Read off the dice by three German open-source games independently (each
    // lists the faces in its own order): docs/dictionary.md "Dice".
    4: [
      "ETUKNO", "EVGTIN", "DECAMP", "IELRUW", "EHIFSE", "RECALS", "ENTDOS", "OFXRIA",
      "NAVEDZ", "EIOATA", "GLENYU", "BMAQJO", "TLIBRA", "SPULTE", "AIMSOR", "ENHRIS",
    ],
    // npm run dict:dice -- de 5: α 1.5 (everyday median 36, target 36; all words 98)
    5: [
      "EIINNY", "EIINNQ", "EILNNX", "AEJLNN", "AELNNÖ", "AELNNÄ", "AEELNÜ", "AEEHNZ", "EEHPST",
      "EEHSTW", "EEHSTW", "EEGSTV", "EEGSTV", "EEGOST", "EEGOST", "DEEKST", "DEEKST", "DEEFST",
      "DEEFRT", "CEERTU", "CEERRU", "CEERRU", "BEEMRR", "BEEMRR", "BEEMRR",
    ],
    // npm run dict:dice -- de 6: α 1.1 (everyday median 55, target 54; all words 169)
    6: [
      "EHHTTY", "EHHQTT", "EHHTTX", "EHJLTT", "EHLTTÖ", "EGLTTÖ", "EGLTTÄ", "EGLTTÄ", "EGLNTÜ",
      "EGLNTÜ", "EGLNRZ", "EGINRZ", "DEINPR", "DEINPR", "DEINPR", "DEINRW", "DEINRW", "DEINRW",
      "DEINRV", "EINRUV", "AENRUV", "AENORU", "AENORU", "AENORU", "AEKNRU", "AEKMNR", "AEKMNR",
      "AEEKMS", "AEEFMS", "EEFMSS", "BEEFSS", "BEEFSS", "BCEESS", "BCEESS", "BCEESS", "CCEESS",
    ],
  },
  dictionaryKey: "words-de.dawg",
};
