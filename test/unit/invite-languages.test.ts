/**
 * An invite's link preview speaks the table's language: the words, the plurals and the
 * possessive a German, French or Spanish reader expects, whatever the host's browser said.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, type Language } from "../../src/protocol.ts";
import { invitePreview, metaTags, settingsText } from "../../src/previews/text.ts";

const invite = (language: Language, host: string | null = "Hannah", players = 2) =>
  ({ host, settings: { ...DEFAULT_SETTINGS, language }, ranked: false, players, finished: false });

describe("an invite's preview in the table's language", () => {
  it("names the host's table and the rules in German, French and Spanish", () => {
    expect(invitePreview(invite("de")).title).toBe("Einladung an Hannahs Tisch: 3 Runden, 4×4");
    expect(invitePreview(invite("fr")).title).toBe("Invitation à la table de Hannah\u202f: 3 manches, 4×4");
    expect(invitePreview(invite("es")).title).toBe("Invitación a la mesa de Hannah: 3 rondas, 4×4");
    expect(invitePreview(invite("en")).title).toBe("Join Hannah's table: 3 rounds, 4×4");
  });

  it("writes the possessive each language's way", () => {
    expect(invitePreview(invite("de", "Max")).title).toMatch(/^Einladung an Max’ Tisch:/);
    expect(invitePreview(invite("de", "Hans")).title).toMatch(/^Einladung an Hans’ Tisch:/);
    expect(invitePreview(invite("fr", "Anne")).title).toMatch(/^Invitation à la table d’Anne\u202f:/);
    expect(invitePreview(invite("fr", "Émile")).title).toMatch(/^Invitation à la table d’Émile\u202f:/);
  });

  it("counts rounds, targets and seats with the language's plurals", () => {
    const s = (language: Language, extra: Partial<typeof DEFAULT_SETTINGS>) => settingsText({ ...DEFAULT_SETTINGS, language, ...extra });
    expect(s("de", { rounds: 1 })).toBe("1 Runde, 4×4");
    expect(s("fr", { rounds: 1, board: "5x5" })).toBe("1 manche, 5×5");
    expect(s("es", { target: 100, board: "6x6" })).toBe("hasta 100 puntos, 6×6");
    expect(s("fr", { target: 250 })).toBe("jusqu’à 250 points, 4×4");
    expect(invitePreview(invite("de", "Hannah", 1)).description).toContain("1 Person sitzt am Tisch.");
    expect(invitePreview(invite("es", "Hannah", 3)).description).toContain("3 jugadores sentados.");
  });

  it("has a table nobody sits at yet, a ranked table and a finished match in the language too", () => {
    expect(invitePreview(invite("de", null, 0)).title).toBe("Einladung an einen Baffle-Tisch: 3 Runden, 4×4");
    expect(invitePreview({ ...invite("es"), ranked: true })).toMatchObject({ title: "Una mesa de Baffle clasificatoria", description: "Reglas estándar: 3 rondas, 4×4." });
    expect(invitePreview({ ...invite("fr"), finished: true }).description).toMatch(/^La partie est finie/);
  });

  it("tells the page's locale to link unfurlers", () => {
    const preview = invitePreview(invite("fr"));
    expect(metaTags(preview, "https://b.example/t/1", "https://b.example/i.png")).toContain(`<meta property="og:locale" content="fr_FR" />`);
    expect(metaTags({ title: "x", description: "y" }, "https://b.example/", "https://b.example/i.png")).not.toContain("og:locale");
  });
});
