/**
 * Folding typed entries onto each language's letters (src/lang/), as that language's
 * Scrabble players write words: accents fold, ß is ss, œ and æ are two letters, German
 * keeps ä, ö and ü and Spanish ñ as letters of their own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldEntry, isSpelledIn, languageRules } from "../../src/lang/languages.ts";
import { LANGUAGES } from "../../src/protocol/settings.ts";

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

describe("every language", () => {
  it("folds to something spelt in its alphabet whenever the input is letters of Latin script (property)", () => {
    const latin = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCZàáâäçèéêëìíîïñòóôöùúûüÿßœæÀÉÎÖÜÑÇŒ");
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.array(latin, { minLength: 1, maxLength: 12 }), (language, letters) => {
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
    expect(LANGUAGES.map((l) => languageRules(l).dictionaryKey)).toEqual(["words.dawg", "words-de.dawg", "words-fr.dawg", "words-es.dawg"]);
  });
});
