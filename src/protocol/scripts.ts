/**
 * Mixed scripts within a word, after Unicode TR39 (Security Mechanisms, section 5.1):
 * a word is single-script when its characters' *resolved script set* is not empty. Each
 * character contributes its Script_Extensions (Common and Inherited characters, such as
 * digits, punctuation and accents, count as every script), augmented the way TR39 says so
 * that Han goes with Hiragana and Katakana (Japanese), with Hangul (Korean) and with
 * Bopomofo; the sets are intersected over the word. `Аnn` with a Cyrillic А is then
 * Cyrillic ∩ Latin = ∅, refused, while `Zoë`, `李小龍`, `東京タワー` and `Ann Смит` (one
 * script per word) are fine.
 *
 * The data is the JavaScript engine's: each script is a `\p{Script_Extensions=…}` regex,
 * whose tables V8 takes from ICU and updates with Unicode. This module only lists the
 * scripts' names (Unicode's property value aliases); a name the engine does not know is
 * skipped, and a letter in no listed script counts as every script, so an older engine
 * errs on the side of accepting a name, never of refusing one.
 */

/** Unicode's scripts, by their long property value aliases (Unicode 17). */
const SCRIPT_NAMES = `
  Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak
  Bengali Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian
  Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan
  Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan
  Elymaic Ethiopic Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi Gurmukhi
  Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic
  Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi
  Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki Khudawadi Lao Latin Lepcha Limbu
  Linear_A Linear_B Lisu Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen
  Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs
  Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa
  Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Old_Hungarian Old_Italic Old_North_Arabian
  Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage
  Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang
  Runic Samaritan Saurashtra Sharada Shavian Siddham SignWriting Sinhala Sogdian
  Sora_Sompeng Soyombo Sundanese Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham
  Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Toto
  Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square Garay Gurung_Khema
  Kirat_Rai Ol_Onal Sunuwar Todhri Tulu_Tigalari Sidetic Tai_Yo Beria_Erfe Tolong_Siki
`.trim().split(/\s+/);

const SCRIPTS: { name: string; test: RegExp }[] = [];
for (const name of SCRIPT_NAMES) {
  try {
    SCRIPTS.push({ name, test: new RegExp(`\\p{Script_Extensions=${name}}`, "u") });
  } catch {
    /* not known to this engine: skipped */
  }
}
const ANY_SCRIPT = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

/** TR39's augmented script sets: Japanese, Korean and Chinese writing mix their scripts. */
const AUGMENT: Record<string, readonly string[]> = {
  Han: ["Jpan", "Kore", "Hanb"], Hiragana: ["Jpan"], Katakana: ["Jpan"], Hangul: ["Kore"], Bopomofo: ["Hanb"],
};

const memo = new Map<string, ReadonlySet<string> | null>();

/** A character's augmented script set, or null for "every script". */
function scriptsOf(ch: string): ReadonlySet<string> | null {
  const seen = memo.get(ch);
  if (seen !== undefined) return seen;
  let out: Set<string> | null = null;
  if (!ANY_SCRIPT.test(ch)) {
    out = new Set();
    for (const s of SCRIPTS) if (s.test.test(ch)) for (const n of [s.name, ...(AUGMENT[s.name] ?? [])]) out.add(n);
    if (out.size === 0) out = null;
  }
  if (memo.size < 4096) memo.set(ch, out);
  return out;
}

/**
 * The first word of `text` (words are split at white space) whose letters come from
 * scripts that do not mix, with two of those scripts, or null when every word is
 * single-script.
 */
export function mixedScriptWord(text: string): { word: string; scripts: [string, string] } | null {
  for (const word of text.split(/\s+/u)) {
    let resolved: Set<string> | null = null;
    for (const ch of word) {
      const own = scriptsOf(ch);
      if (!own) continue;
      if (resolved === null) {
        resolved = new Set(own);
        continue;
      }
      const next: Set<string> = new Set([...resolved].filter((script) => own.has(script)));
      if (next.size === 0) return { word, scripts: [shown(resolved), shown(own)] };
      resolved = next;
    }
  }
  return null;
}

/**
 * A script set's name for a person: its first real script, spaced; a set left with only
 * augmented ones (Hiragana with Han is just Japanese) by the writing they stand for.
 */
function shown(set: ReadonlySet<string>): string {
  const real = [...set].find((s) => !(s in AUGMENTED));
  return real ? real.replace(/_/g, " ") : AUGMENTED[[...set][0]!]!;
}

/** TR39's augmented sets, by the writing each stands for. */
const AUGMENTED: Record<string, string> = { Jpan: "Japanese", Kore: "Korean", Hanb: "Chinese" };
