/**
 * Folding typed entries onto each language's letters (src/lang/), as that language's
 * Scrabble players write words: accents fold, ß is ss, œ and æ are two letters, German
 * keeps ä, ö and ü and Spanish ñ as letters of their own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldEntry, isSpelledIn, languageRules } from "../../src/lang/languages.ts";
import { LANGUAGES } from "../../src/protocol/values.ts";

describe("German", () => {
  it("keeps ä, ö and ü as letters of their own, typed composed or decomposed, in either case", () => {
    expect(foldEntry("de", "Häuser")).toBe("häuser");
    expect(foldEntry("de", "ÖL")).toBe("öl");
    expect(foldEntry("de", "u\u0308ber")).toBe("über");
    expect(foldEntry("de", "Häuser")).not.toBe(foldEntry("de", "Hauser"));
  });

  it("writes ß (and capital ẞ) as ss, and folds other accents", () => {
    expect(foldEntry("de", "Straße")).toBe("strasse");
    expect(foldEntry("de", "STRAẞE")).toBe("strasse");
    expect(foldEntry("de", "strasse")).toBe("strasse");
    expect(foldEntry("de", "Café")).toBe("cafe");
    expect(isSpelledIn("de", "häuser")).toBe(true);
    expect(isSpelledIn("de", "año")).toBe(false);
  });
});

describe("French", () => {
  it("folds every accent and the cedilla, typed composed or decomposed", () => {
    const pairs: [string, string][] = [
      ["élève", "eleve"], ["forêt", "foret"], ["Noël", "noel"], ["à", "a"], ["pâte", "pate"], ["garçon", "garcon"],
      ["île", "ile"], ["maïs", "mais"], ["hôtel", "hotel"], ["où", "ou"], ["sûr", "sur"], ["aigüe", "aigue"], ["L'HAŸ", "l'hay"],
      ["e\u0301te\u0301", "ete"],
    ];
    for (const [typed, folded] of pairs) expect(foldEntry("fr", typed), typed).toBe(folded);
  });

  it("writes œ and æ as two letters", () => {
    expect(foldEntry("fr", "cœur")).toBe("coeur");
    expect(foldEntry("fr", "Œuvre")).toBe("oeuvre");
    expect(foldEntry("fr", "tænia")).toBe("taenia");
  });

  it("has only the letters a–z", () => {
    expect(languageRules("fr").alphabet).toBe("abcdefghijklmnopqrstuvwxyz");
    expect(isSpelledIn("fr", "eleve")).toBe(true);
    expect(isSpelledIn("fr", "élève")).toBe(false);
  });
});

describe("Spanish", () => {
  it("keeps ñ as a letter of its own and folds the accents", () => {
    expect(foldEntry("es", "Año")).toBe("año");
    expect(foldEntry("es", "AÑO")).toBe("año");
    expect(foldEntry("es", "an\u0303o")).toBe("año");
    expect(foldEntry("es", "canción")).toBe("cancion");
    expect(foldEntry("es", "pingüino")).toBe("pinguino");
    expect(foldEntry("es", "árbol")).toBe("arbol");
    expect(isSpelledIn("es", "año")).toBe(true);
    expect(isSpelledIn("es", "häuser")).toBe(false);
  });
});

describe("Dutch", () => {
  it("writes IJ as two letters, the ligature typed as one character too, and folds accents", () => {
    expect(foldEntry("nl", "IJsje")).toBe("ijsje");
    expect(foldEntry("nl", "ĳsje")).toBe("ijsje");
    expect(foldEntry("nl", "Ĳsland")).toBe("ijsland");
    expect(foldEntry("nl", "één")).toBe("een");
    expect(foldEntry("nl", "reëel")).toBe("reeel");
    expect(languageRules("nl").alphabet).toBe("abcdefghijklmnopqrstuvwxyz");
  });
});

describe("Swedish", () => {
  it("keeps å, ä and ö as letters of their own and folds other accents", () => {
    expect(foldEntry("sv", "Får")).toBe("får");
    expect(foldEntry("sv", "ÄPPLE")).toBe("äpple");
    expect(foldEntry("sv", "o\u0308l")).toBe("öl");
    expect(foldEntry("sv", "får")).not.toBe(foldEntry("sv", "far"));
    expect(foldEntry("sv", "idé")).toBe("ide");
    expect(isSpelledIn("sv", "åäö")).toBe(true);
    expect(isSpelledIn("sv", "ü")).toBe(false);
  });
});

describe("Italian and Portuguese", () => {
  it("fold every accent, the tilde and the cedilla onto a–z", () => {
    const pairs: [string, string, "it" | "pt"][] = [
      ["città", "citta", "it"], ["perché", "perche", "it"], ["PIÙ", "piu", "it"],
      ["coração", "coracao", "pt"], ["você", "voce", "pt"], ["pães", "paes", "pt"], ["avô", "avo", "pt"], ["à", "a", "pt"],
    ];
    for (const [typed, folded, language] of pairs) expect(foldEntry(language, typed), typed).toBe(folded);
  });
});

describe("Russian", () => {
  it("writes Ё as Е, keeps Й, and spells only а–я", () => {
    expect(foldEntry("ru", "Ёлка")).toBe("елка");
    expect(foldEntry("ru", "ШЁЛ")).toBe("шел");
    expect(foldEntry("ru", "е\u0308лка")).toBe("елка");
    expect(foldEntry("ru", "Йогурт")).toBe("йогурт");
    expect(foldEntry("ru", "и\u0306од")).toBe("йод"); // й typed as и + breve is still й
    expect(isSpelledIn("ru", "подъезд")).toBe(true);
    expect(isSpelledIn("ru", "dom")).toBe(false);
    expect(isSpelledIn("ru", "дoм")).toBe(false); // a Latin o
    expect(languageRules("ru").alphabet).toHaveLength(32);
  });

  it("folds to something spelt in its alphabet whenever the input is Cyrillic letters (property)", () => {
    const cyrillic = fc.constantFrom(..."абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБЁЙЪЯ");
    fc.assert(
      fc.property(fc.array(cyrillic, { minLength: 1, maxLength: 12 }), (letters) => {
        const word = foldEntry("ru", letters.join(""));
        expect(isSpelledIn("ru", word), word).toBe(true);
        expect(foldEntry("ru", word)).toBe(word);
      }),
    );
  });
});

describe("every language", () => {
  it("folds to something spelt in its alphabet whenever the input is letters of Latin script, in a Latin-script language (property)", () => {
    const latin = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCZàáâäçèéêëìíîïñòóôöùúûüÿßœæÀÉÎÖÜÑÇŒ");
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES.filter((l) => l !== "ru")), fc.array(latin, { minLength: 1, maxLength: 12 }), (language, letters) => {
        const word = foldEntry(language, letters.join(""));
        expect(isSpelledIn(language, word), `${language} ${word}`).toBe(true);
        expect(foldEntry(language, word)).toBe(word); // folding a folded word changes nothing
      }),
    );
  });

  it("trims, and leaves what is not a letter for the caller to refuse", () => {
    expect(foldEntry("en", "  Café ")).toBe("cafe");
    for (const language of LANGUAGES) {
      expect(isSpelledIn(language, foldEntry(language, "don't"))).toBe(false);
      expect(isSpelledIn(language, foldEntry(language, "a b"))).toBe(false);
      expect(isSpelledIn(language, foldEntry(language, "b4"))).toBe(false);
      expect(isSpelledIn(language, foldEntry(language, ""))).toBe(false);
    }
  });

  it("has its own dictionary key, English keeping the one it always had", () => {
    expect(LANGUAGES.map((l) => languageRules(l).dictionaryKey)).toEqual(["words.dawg", ...LANGUAGES.slice(1).map((l) => `words-${l}.dawg`)]);
  });
});
