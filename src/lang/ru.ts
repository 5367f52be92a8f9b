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
    // npm run dict:dice -- ru 4: α 1.6 (everyday median 22, target 24; all words 73)
    4: [
      "ИИОППЪ", "ВИОПТЭ", "ВИОТУФ", "ВИОТУЩ", "ИМОТУЦ", "ЕЖКМОТ", "ЕКМНОШ", "ЕЙКМНО", "ГДЕЛНО",
      "ДЕЛНОХ", "АЕЛНЧЯ", "АЕЛСЮЯ", "АБЕЗРС", "ААБЗРС", "ААРСЫЬ", "ААРСЫЬ",
    ],
    // npm run dict:dice -- ru 5: α 1.8 (everyday median 34, target 36; all words 140)
    5: [
      "ЕЕЛМОЪ", "ЕЕЛМОЭ", "ЕИЛМОФ", "ЕИЛМОЩ", "ЕИЛМОЦ", "ЕЖИЛМО", "ВЕИОРШ", "ВЕИЙОР", "ВГЕИОР",
      "ВЕИОРХ", "ЕИОПРХ", "ЕИОПРЧ", "АИОПРЧ", "АОПСТЮ", "АОСТУЮ", "АБОСТУ", "АБОСТУ", "АОСТУЫ",
      "АКОСТЫ", "АКОСТЬ", "ААКНТЬ", "ААЗКНТ", "ААДЗНН", "ААДННЯ", "ААДННЯ",
    ],
    // npm run dict:dice -- ru 6: α 1 (everyday median 54, target 54; all words 239)
    6: [
      "ОППТТЪ", "ОППТТЭ", "ОППТТФ", "ОПТТУЩ", "ОПТТУЦ", "ВИОТУЦ", "ВЖИОТУ", "ВЖИНОУ", "ВЖИНОУ",
      "ВИНОУШ", "ВИКНОШ", "ВИКНОШ", "ВИЙКНО", "ИЙКМНО", "ИЙКМНО", "ГИКМНО", "ГИКМНО", "ГДИМНО",
      "ДИМОСХ", "АДЕМСХ", "АДЕМСХ", "АДЕМСЧ", "АДЕЛСЧ", "АДЕЛСЧ", "АЕЛСЮЯ", "АЕЛСЮЯ", "АЕЛСЮЯ",
      "АБЕЛСЯ", "АБЕЛСЯ", "АБЕЗЛР", "АБЕЗЛР", "АЕЗЛРЫ", "АЕЗРРЫ", "АЕРРЫЬ", "АЕРРЫЬ", "ААРРЬЬ",
    ],
  },
  dictionaryKey: "words-ru.dawg",
};
