/**
 * Russian, as Russian Scrabble (Эрудит) writes it: the Cyrillic alphabet of 32 letters,
 * а to я (U+0430–U+044F, in code point order, which is the alphabet's order); Ё is written
 * Е (ёлка → елка), and Й is a letter of its own (it is not И with a breve to drop).
 * No Qu die: Russian has no q.
 */
import type { LanguageRules } from "./rules.ts";

export const RUSSIAN: LanguageRules = {
  language: "ru",
  alphabet: "абвгдежзийклмнопрстуфхцчшщъыьэюя",
  folding: { keep: "й", expand: { "ё": "е" } },
  quDie: false,
  dice: {
    // npm run dict:dice -- ru 4: α 2 (everyday median 11, target 24; all words 81)
    4: [
      "ЕИММОЪ", "ВЕИМОЭ", "ВЕИЛОФ", "ВЕИЛОЩ", "ЕИЛОПЦ", "ЕЖИЛОП", "ЕИОПРШ", "ЕЙОРТУ", "ЕОРТУХ",
      "АОРТУЧ", "АГДОСТ", "АДОСТЮ", "ААЗКНС", "ААБКНС", "ААНСЫЯ", "ААННЬЯ",
    ],
    // npm run dict:dice -- ru 5: α 1.6 (everyday median 14, target 36; all words 130)
    5: [
      "ИИММОЪ", "ВИИМОЭ", "ВИИМОФ", "ВЕИМОЩ", "ВЕИМОЦ", "ВЕЖИЛО", "ЕИЛОПШ", "ЕИЙЛОП", "ЕЙЛОПТ",
      "ЕЛОПТХ", "ЕЛОПТХ", "ЕОРТУЧ", "ЕОРТУЧ", "ГЕОРТУ", "ГЕОРТУ", "ДЕОРТЮ", "АДНОРЮ", "АДЗНОР",
      "ААДЗНС", "ААБКНС", "ААБКНС", "ААКНСЫ", "ААНСЫЯ", "ААНСЬЯ", "ААССЬЯ",
    ],
    // npm run dict:dice -- ru 6: α 1.4 (everyday median 27, target 54; all words 284)
    6: [
      "ИИММОЪ", "ИИММОЭ", "ИИММОФ", "ВИИМОЩ", "ВИИМОЦ", "ВЖИИМО", "ВЕЖИЛО", "ВЕИЛОШ", "ВЕИЛОШ",
      "ВЕЙЛОТ", "ЕЙЛОПТ", "ЕЛОПТХ", "ЕЛОПТХ", "ЕЛОПТЧ", "ЕЛОПТЧ", "ГЕЛОПТ", "ГЕОПРТ", "ГЕОРТУ",
      "ЕОРТУЮ", "ЕОРТУЮ", "ЕОРТУЮ", "ЕЗОРТУ", "ЕЗНОРУ", "ЕЗНОРУ", "БДЕНОР", "ААБДНР", "ААБДНР",
      "ААДНСЫ", "ААДНСЫ", "ААДНСЫ", "ААКНСЬ", "ААКНСЬ", "ААКНСЬ", "ААКНСЯ", "ААКССЯ", "ААССЯЯ",
    ],
  },
  dictionaryKey: "words-ru.dawg",
};
