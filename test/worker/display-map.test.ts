/**
 * How a language writes its words is for show: a display map that is damaged or belongs
 * to another list (a dictionary uploaded without its map) is refused, and the words stay
 * folded while the game goes on; a good one gives the written forms.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadDisplayMap, wordDesk } from "../../src/words/desk.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("fr", "es");

describe("a language's display map in KV", () => {
  it("gives the written forms when it is the dictionary's", async () => {
    const fr = await loadDisplayMap(env.DICT, "fr");
    expect(fr?.writtenAs("nee")).toBe("née");
    expect((await wordDesk(env.DICT, "fr")).writtenAs?.("etre")).toBe("être");
  });

  it("is refused when it is another list's, and the table's dictionary still checks words", async () => {
    await env.DICT.put("words-es.display", "baffle-display 1 12\n0:0á\n");
    expect(await loadDisplayMap(env.DICT, "es")).toBeNull();
    const es = await wordDesk(env.DICT, "es");
    expect(es.has("cancion")).toBe(true);
    expect(es.writtenAs?.("cancion") ?? "cancion").toBe("cancion");
  });

  it("is none for English, which writes its words as the board spells them", async () => {
    expect(await loadDisplayMap(env.DICT, "en")).toBeNull();
  });
});
